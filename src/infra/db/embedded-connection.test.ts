import { describe, expect, it } from 'vitest';
import { completeMessagesLength, startupMessageLength } from './embedded-connection.js';

/** A regular protocol message: a type byte, then a 32-bit length counting itself and the body. */
function message(type: string, body: string): Buffer {
  const payload = Buffer.from(body);
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + payload.length, 1);
  return Buffer.concat([head, payload]);
}

describe('framing what pg writes to the embedded database', () => {
  const query = message('Q', 'select 1\0');
  const sync = message('S', '');

  it('counts every whole message, however many arrived together', () => {
    expect(completeMessagesLength(Buffer.concat([query, sync]))).toBe(query.length + sync.length);
  });

  it('leaves a message cut short for the next write, at any cut', () => {
    const both = Buffer.concat([query, sync]);
    for (let cut = 0; cut < both.length; cut += 1) {
      const whole = cut >= query.length ? query.length : 0;
      expect(completeMessagesLength(both.subarray(0, cut)), `cut at ${cut}`).toBe(whole);
    }
  });

  it('reads the startup message by its leading length, which has no type byte before it', () => {
    const startup = Buffer.alloc(12);
    startup.writeInt32BE(12, 0);
    startup.writeInt32BE(196608, 4);
    expect(startupMessageLength(startup)).toBe(12);
    expect(startupMessageLength(startup.subarray(0, 11))).toBe(0);
    expect(startupMessageLength(startup.subarray(0, 3))).toBe(0);
  });
});
