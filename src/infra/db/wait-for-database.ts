import pg from 'pg';

/** Errors that say the server is not there (yet): worth waiting for, unlike a bad password. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL starting up, shutting down or in recovery: "the database system is starting up".
  '57P03',
]);
const RETRY_EVERY_MS = 2000;
const CONNECT_TIMEOUT_MS = 5000;

/** The database could not be used at start-up; the message is the one line to print. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

export interface WaitOptions {
  /** How long to keep trying a server that does not answer, in seconds (0: try once). */
  waitSeconds: number;
  /** Where the one line saying what is wrong goes. */
  log: (line: string) => void;
  /** One attempt: resolves when the server answered (a real connection by default). */
  connect?: (url: string) => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Waits until the PostgreSQL server at `url` answers, so a container started beside its
 * database (compose, a supervisor) does not die while the database is still booting. Says once
 * what is wrong, retries for `waitSeconds`, then gives up with a DatabaseUnavailableError. A
 * refusal that waiting cannot fix (password, unknown database) fails at once.
 */
export async function waitForDatabase(url: string, options: WaitOptions): Promise<void> {
  const connect = options.connect ?? connectOnce;
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const now = options.now ?? Date.now;
  const where = describeDatabase(url);
  const deadline = now() + options.waitSeconds * 1000;
  let told = false;
  for (;;) {
    try {
      await connect(url);
      if (told) options.log(`The database at ${where} answers now.`);
      return;
    } catch (error) {
      const reason = reasonOf(error);
      if (!isUnreachable(error)) {
        throw new DatabaseUnavailableError(
          `The database at ${where} refused the connection: ${reason}. Check DATABASE_URL.`,
        );
      }
      if (now() >= deadline) {
        throw new DatabaseUnavailableError(
          `Cannot reach the database at ${where} (${reason}); gave up after ` +
            `${options.waitSeconds} s (DATABASE_WAIT_SECONDS). Check DATABASE_URL and that ` +
            'PostgreSQL is running.',
        );
      }
      if (!told) {
        options.log(
          `Cannot reach the database at ${where} (${reason}): retrying for up to ` +
            `${options.waitSeconds} s (DATABASE_WAIT_SECONDS).`,
        );
        told = true;
      }
      await sleep(Math.min(RETRY_EVERY_MS, Math.max(0, deadline - now())));
    }
  }
}

/** Host, port and database: never the user or password a connection string may carry. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

async function connectOnce(url: string): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A failed connect may still emit 'error' afterwards: never let it crash the process.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => {});
  }
}

function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  // pg's own connection time-out carries no code.
  return error instanceof Error && /timeout|terminated unexpectedly/i.test(error.message);
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  // An AggregateError (several addresses tried) has an empty message of its own.
  const message =
    error.message || (error instanceof AggregateError ? error.errors.map(reasonOf).join('; ') : '');
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}
