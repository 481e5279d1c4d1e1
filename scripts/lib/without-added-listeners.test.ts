import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { withoutAddedListeners } from './without-added-listeners.js';

describe('starting something without the signal handlers it installs', () => {
  it('removes the listeners added while starting, once-listeners included, and keeps the ones before', async () => {
    const emitter = new EventEmitter();
    const ours = () => undefined;
    emitter.on('SIGTERM', ours);
    const started = await withoutAddedListeners(emitter, ['SIGTERM', 'end'], async () => {
      emitter.once('SIGTERM', () => undefined);
      emitter.on('end', () => undefined);
      emitter.on('other', () => undefined);
      return 'started';
    });
    expect(started).toBe('started');
    expect(emitter.listeners('SIGTERM')).toEqual([ours]);
    expect(emitter.listenerCount('end')).toBe(0);
    expect(emitter.listenerCount('other')).toBe(1);
  });

  it('removes them when starting fails too', async () => {
    const emitter = new EventEmitter();
    const failing = withoutAddedListeners(emitter, ['SIGTERM'], async () => {
      emitter.on('SIGTERM', () => undefined);
      throw new Error('port taken');
    });
    await expect(failing).rejects.toThrow('port taken');
    expect(emitter.listenerCount('SIGTERM')).toBe(0);
  });
});
