import { describe, expect, it } from 'vitest';
import { createLiveEmitter } from './live-emitter';

describe('subscribing to live messages', () => {
  it('hands each message to the handlers of its type until they unsubscribe', () => {
    const emitter = createLiveEmitter();
    const seen: string[] = [];
    const stop = emitter.on('directory.changed', (message) => seen.push(`a:${message.nannyId}`));
    emitter.on('directory.changed', (message) => seen.push(`b:${message.nannyId}`));
    emitter.on('queue.changed', (message) => seen.push(`q:${message.nannyId}`));

    emitter.emit({ type: 'directory.changed', position: 1, nannyId: 'n1' });
    stop();
    emitter.emit({ type: 'directory.changed', position: 2, nannyId: 'n2' });
    emitter.emit({ type: 'hello', position: 3 });

    expect(seen).toEqual(['a:n1', 'b:n1', 'b:n2']);
  });

  it('keeps delivering to the others when one handler throws', () => {
    const errors: unknown[] = [];
    const emitter = createLiveEmitter((error) => errors.push(error));
    const seen: number[] = [];
    emitter.on('hello', () => {
      throw new Error('broken');
    });
    emitter.on('hello', (message) => seen.push(message.position));
    emitter.emit({ type: 'hello', position: 4 });
    expect(seen).toEqual([4]);
    expect(errors).toHaveLength(1);
  });
});
