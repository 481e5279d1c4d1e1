import { describe, expect, it } from 'vitest';
import {
  DatabaseUnavailableError,
  describeDatabase,
  waitForDatabase,
} from './wait-for-database.js';

const url = 'postgres://app:s3cret@db.internal:5433/rbt';
const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5433'), {
  code: 'ECONNREFUSED',
});

/** A clock the fake sleep moves, so the waiting takes no time. */
function fakeTime() {
  let at = 0;
  return { now: () => at, sleep: async (ms: number) => void (at += ms) };
}

describe('waiting for the database at start-up', () => {
  it('says once what is wrong, retries, and goes on when the server answers', async () => {
    const lines: string[] = [];
    let attempts = 0;
    await waitForDatabase(url, {
      waitSeconds: 60,
      log: (line) => lines.push(line),
      connect: async () => {
        attempts++;
        if (attempts < 4) throw refused;
      },
      ...fakeTime(),
    });
    expect(attempts).toBe(4);
    expect(lines).toEqual([
      'Cannot reach the database at db.internal:5433/rbt (connect ECONNREFUSED 10.0.0.5:5433): ' +
        'retrying for up to 60 s (DATABASE_WAIT_SECONDS).',
      'The database at db.internal:5433/rbt answers now.',
    ]);
  });

  it('gives up after the stated time with one line, never naming the password', async () => {
    const time = fakeTime();
    const failure = waitForDatabase(url, {
      waitSeconds: 10,
      log: () => {},
      connect: async () => {
        throw refused;
      },
      ...time,
    });
    await expect(failure).rejects.toThrow(DatabaseUnavailableError);
    await expect(failure).rejects.toThrow(
      /^Cannot reach the database at db\.internal:5433\/rbt \(.*\); gave up after 10 s/,
    );
    expect(time.now()).toBe(10_000);
    await expect(failure).rejects.not.toThrow(/s3cret/);
  });

  it('fails at once on a refusal waiting cannot fix (a wrong password)', async () => {
    let attempts = 0;
    const failure = waitForDatabase(url, {
      waitSeconds: 60,
      log: () => {},
      connect: async () => {
        attempts++;
        throw Object.assign(new Error('password authentication failed for user "app"'), {
          code: '28P01',
        });
      },
      ...fakeTime(),
    });
    await expect(failure).rejects.toThrow(
      'The database at db.internal:5433/rbt refused the connection: 28P01: password ' +
        'authentication failed for user "app". Check DATABASE_URL.',
    );
    expect(attempts).toBe(1);
  });

  it('describes a server by host, port and database only', () => {
    expect(describeDatabase('postgresql://u:p@localhost/x')).toBe('localhost:5432/x');
  });
});
