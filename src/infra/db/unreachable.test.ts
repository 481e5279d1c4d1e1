import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './unreachable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it('recognises a refused, reset or timed-out connection', () => {
    expect(isDatabaseUnreachable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('ECONNRESET'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('ETIMEDOUT'))).toBe(true);
  });

  it('recognises node-postgres losing its socket or failing to connect in time', () => {
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('recognises a server shutting down or not accepting connections', () => {
    expect(isDatabaseUnreachable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('57P03'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('08006'))).toBe(true);
  });

  it('looks inside causes and aggregate errors', () => {
    expect(isDatabaseUnreachable(new Error('wrapped', { cause: withCode('ECONNREFUSED') }))).toBe(
      true,
    );
    expect(isDatabaseUnreachable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves query errors and other failures alone', () => {
    expect(isDatabaseUnreachable(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnreachable(withCode('22P02', 'invalid input syntax'))).toBe(false);
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
  });
});
