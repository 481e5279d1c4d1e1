import { resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { isTimeZone } from './shared/booking-times.js';
import {
  DEFAULT_SERVICE_FEE_BASIS_POINTS,
  MAX_SERVICE_FEE_BASIS_POINTS,
} from './shared/payment-amounts.js';

/**
 * The most rows a replay or a rebuild holds before it spills the least recently used to a file,
 * when REPLAY_ROWS_IN_MEMORY is not set: about 570 bytes of heap a row, so 400,000 (a log of
 * about 500,000 events of the product's mix) hold about 230 MB and never spill below that
 * (docs/performance.md, "A year of log").
 */
export const MOST_REPLAY_ROWS_IN_MEMORY = 400_000;

/** Heap a held row costs with the garbage its folding leaves until V8 collects it. */
const HEAP_PER_HELD_ROW = 2048;

/**
 * REPLAY_ROWS_IN_MEMORY's default: the rows a third of this process's heap limit holds at
 * HEAP_PER_HELD_ROW, at most MOST_REPLAY_ROWS_IN_MEMORY. Node sets the heap limit from the memory
 * it is given (a container's limit, or --max-heap-size; --max-old-space-size sets only the old
 * generation, and Node 24 adds up to 192 MB of young generation to it), so a server given 1 GB
 * spills early enough to stay under it without another setting: 560 MB of heap, 95,000 rows.
 */
export function defaultReplayRowsInMemory(
  heapLimitBytes = getHeapStatistics().heap_size_limit,
): number {
  const rows = Math.floor(heapLimitBytes / 3 / HEAP_PER_HELD_ROW / 1000) * 1000;
  return Math.max(10_000, Math.min(MOST_REPLAY_ROWS_IN_MEMORY, rows));
}

/**
 * Every environment variable the app reads. The reader refuses any other name, so this list is
 * the whole truth; docker-compose.yml and README.md are checked against it.
 */
export const CONFIG_VARIABLES: readonly string[] = [
  'NODE_ENV',
  'API_DOCS',
  'DATABASE_URL',
  'DATABASE_WAIT_SECONDS',
  'DATA_DIR',
  'DATA_KEY_SECRET',
  'DOCUMENT_RETENTION_DAYS',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_ISSUER',
  'HOST',
  'LOG_LEVEL',
  'MAIL_FROM',
  'MAIL_RETRY_DELAY_SECONDS',
  'METRICS_HOST',
  'METRICS_PORT',
  'ORPHAN_GRACE_HOURS',
  'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS',
  'OVERLOAD_MAX_POOL_WAIT_MS',
  'OVERLOAD_RETRY_AFTER_SECONDS',
  'PAYMENTS',
  'PORT',
  'PUBLIC_URL',
  'REPLAY_ROWS_IN_MEMORY',
  'S3_ACCESS_KEY',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_PORT',
  'S3_SECRET_KEY',
  'S3_USE_SSL',
  'SERVICE_FEE_BASIS_POINTS',
  'SMTP_URL',
  'STRIPE_CONNECT_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'TIME_ZONE',
  'TRUST_PROXY',
];
const KNOWN_VARIABLES = new Set(CONFIG_VARIABLES);

/** Everything the app reads from the environment, parsed and validated once at start. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long start-up waits for an unreachable DATABASE_URL before giving up, in seconds. */
  databaseWaitSeconds: number;
  s3: S3Config | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The first retry of a failed email; each later one waits about twice as long. */
  mailRetryDelaySeconds: number;
  google: GoogleConfig | undefined;
  googleIssuer: string;
  isProduction: boolean;
  logLevel: LogLevel;
  /** Fastify's trustProxy: which proxies may tell us the client's IP (rate limits, logs). */
  trustProxy: boolean | number | string;
  /** Who sees the OpenAPI UI and document at /docs: nobody, operators, or anyone. */
  apiDocs: ApiDocsAccess;
  /** The platform's IANA time zone: booking times are wall-clock times there. */
  timeZone: string;
  /** The family's service fee on hours of care, in basis points (1,000 = 10 %). */
  serviceFeeBasisPoints: number;
  /**
   * How money moves: `simulated` (the built-in gateway: the whole flow, no network, no real
   * money) or `off` (amounts recorded, nothing charged). docs/payments.md.
   */
  payments: PaymentsMode;
  /** With `payments: 'stripe'`: the secret API key and the webhook endpoint's signing secret. */
  stripe: StripeConfig | undefined;
  /** When to shed requests with 503 rather than queue them until clients time out. */
  overload: OverloadConfig;
  /**
   * How old a stored object no event references must be before the orphan sweeper deletes it:
   * longer than any upload takes between storing its bytes and recording its event.
   */
  orphanGraceHours: number;
  /** Rows a replay or a rebuild holds in memory before it spills the rest to a file. */
  replayRowsInMemory: number;
  /** How long a replaced document version is kept after its replacement, in days. */
  documentRetentionDays: number;
  /** Prometheus's own port for /metrics without a session (unset: operators' sessions only). */
  metrics: { port: number; host: string } | undefined;
  /**
   * Wraps every person's data key (personal data in the log, docs/privacy.md). Unset outside
   * production: generated once into DATA_DIR (src/infra/crypto/data-key-secret.ts).
   */
  dataKeySecret: string | undefined;
}

/** Limits past which requests are shed (0 turns a limit off). */
export interface OverloadConfig {
  /** Mean event-loop delay over the last few seconds, in milliseconds. */
  maxEventLoopDelayMs: number;
  /** How long a request has been waiting for a database connection, in milliseconds. */
  maxPoolWaitMs: number;
  /** What Retry-After tells a shed client, in seconds. */
  retryAfterSeconds: number;
  /**
   * The window the event loop's delay is averaged over, in milliseconds; the first two after
   * start-up are not judged. Not a setting: tests shorten it to see shedding within a second.
   */
  eventLoopWindowMs: number;
}

/**
 * The event loop's delay is averaged over this window: long enough that one slow moment (a start,
 * a big synchronous query on the embedded engine, a machine busy elsewhere) does not shed the
 * requests that follow it, short enough to react to sustained lag within seconds.
 */
const EVENT_LOOP_WINDOW_MS = 3000;

const API_DOCS_ACCESS = ['off', 'operators', 'public'] as const;
export type ApiDocsAccess = (typeof API_DOCS_ACCESS)[number];

export interface S3Config {
  endpoint: string;
  port: number | undefined;
  useSsl: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** Thrown with every problem found, so one failed start names them all. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env): Config {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const port = read.integer('PORT', 3000, 0, 65535);
  const host = read.text('HOST', '127.0.0.1');
  // Unset, it follows PORT, so a developer on another port still gets working links.
  const publicUrl = read.url('PUBLIC_URL', `http://localhost:${port || 3000}`, ['http:', 'https:']);
  const dataDir = resolve(read.text('DATA_DIR', './data'));
  const databaseUrl = read.optionalUrl('DATABASE_URL', ['postgres:', 'postgresql:']);
  const smtpUrl = read.optionalUrl('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = read.email('MAIL_FROM', 'no-reply@localhost');
  const googleIssuer = read.url('GOOGLE_ISSUER', 'https://accounts.google.com', [
    'http:',
    'https:',
  ]);
  const isProduction = env.NODE_ENV === 'production';
  const config: Config = {
    port,
    host,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    dataDir,
    databaseUrl,
    databaseWaitSeconds: read.integer('DATABASE_WAIT_SECONDS', 60, 0, 3600),
    s3: readS3(read),
    smtpUrl,
    mailFrom,
    mailRetryDelaySeconds: read.integer('MAIL_RETRY_DELAY_SECONDS', 30, 1, 3600),
    google: readGoogle(read, googleIssuer),
    googleIssuer,
    isProduction,
    logLevel: read.oneOf('LOG_LEVEL', 'info', LOG_LEVELS),
    trustProxy: readTrustProxy(read),
    // A map of every route helps an attacker more than it helps anyone in production.
    apiDocs: read.oneOf('API_DOCS', isProduction ? 'off' : 'public', API_DOCS_ACCESS),
    timeZone: readTimeZone(read),
    serviceFeeBasisPoints: read.integer(
      'SERVICE_FEE_BASIS_POINTS',
      DEFAULT_SERVICE_FEE_BASIS_POINTS,
      0,
      MAX_SERVICE_FEE_BASIS_POINTS,
    ),
    overload: {
      maxEventLoopDelayMs: read.integer('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 500, 0, 60_000),
      maxPoolWaitMs: read.integer('OVERLOAD_MAX_POOL_WAIT_MS', 3000, 0, 600_000),
      retryAfterSeconds: read.integer('OVERLOAD_RETRY_AFTER_SECONDS', 5, 1, 3600),
      eventLoopWindowMs: EVENT_LOOP_WINDOW_MS,
    },
    orphanGraceHours: read.integer('ORPHAN_GRACE_HOURS', 24, 1, 8760),
    replayRowsInMemory: read.integer(
      'REPLAY_ROWS_IN_MEMORY',
      defaultReplayRowsInMemory(),
      1,
      1_000_000_000,
    ),
    documentRetentionDays: read.integer('DOCUMENT_RETENTION_DAYS', 365, 1, 36_500),
    metrics: readMetrics(read),
    ...readPayments(read, isProduction),
    dataKeySecret: readDataKeySecret(read, isProduction),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * DATA_KEY_SECRET: at least 32 characters. Production must set it: a secret generated into the
 * data directory would sit beside the database it protects, and a second instance would make
 * its own and fail to read the first one's keys.
 */
function readDataKeySecret(read: EnvReader, isProduction: boolean): string | undefined {
  const secret = read.optionalText('DATA_KEY_SECRET');
  if (secret === undefined) {
    if (isProduction) {
      read.problem(
        'DATA_KEY_SECRET is required in production: a random secret of at least 32 characters ' +
          '(e.g. `openssl rand -base64 32`) that wraps the keys of personal data in the event log',
      );
    }
    return undefined;
  }
  if (secret.length < 32) {
    read.problem(`DATA_KEY_SECRET must be at least 32 characters (got ${secret.length})`);
    return undefined;
  }
  return secret;
}

export const PAYMENTS_MODES = ['off', 'simulated', 'stripe'] as const;
export type PaymentsMode = (typeof PAYMENTS_MODES)[number];
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /**
   * The signing secret of the Connect endpoint (events on the nannies' connected accounts, such
   * as `account.updated`), when it is a separate endpoint from the platform's.
   */
  connectWebhookSecret?: string;
}

/**
 * PAYMENTS: `stripe` when STRIPE_SECRET_KEY is set, else `simulated` outside production, so a
 * newcomer sees the whole loop with no keys. Production moves real money or says plainly that it
 * does not: without Stripe keys it refuses to start unless payments are explicitly turned off,
 * and it never runs the simulated gateway.
 */
function readPayments(
  read: EnvReader,
  isProduction: boolean,
): { payments: PaymentsMode; stripe: StripeConfig | undefined } {
  const secretKey = read.optionalText('STRIPE_SECRET_KEY');
  const webhookSecret = read.optionalText('STRIPE_WEBHOOK_SECRET');
  const off = { payments: 'off' as const, stripe: undefined };
  const asked = read.optionalText('PAYMENTS') ?? (secretKey ? 'stripe' : undefined);
  if (asked === undefined) {
    if (!isProduction) return { payments: 'simulated', stripe: undefined };
    read.problem(
      'PAYMENTS must be set in production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to ' +
        'take payments with Stripe, or PAYMENTS=off (amounts are recorded, no card is charged); ' +
        'see docs/payments.md',
    );
    return off;
  }
  if (!(PAYMENTS_MODES as readonly string[]).includes(asked)) {
    read.problem(`PAYMENTS must be one of ${PAYMENTS_MODES.join(', ')} (got "${asked}")`);
    return off;
  }
  if (asked === 'simulated' && isProduction) {
    read.problem('PAYMENTS=simulated is for development and tests: production moves real money');
    return off;
  }
  if (asked !== 'stripe') return { payments: asked as PaymentsMode, stripe: undefined };
  if (!secretKey || !webhookSecret) {
    read.problem('PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    return off;
  }
  const connectWebhookSecret = read.optionalText('STRIPE_CONNECT_WEBHOOK_SECRET');
  return {
    payments: 'stripe',
    stripe: { secretKey, webhookSecret, ...(connectWebhookSecret ? { connectWebhookSecret } : {}) },
  };
}

/** METRICS_PORT (and METRICS_HOST, loopback unless set): a scrape port with no session. */
function readMetrics(read: EnvReader): Config['metrics'] {
  const port = read.optionalInteger('METRICS_PORT', 1, 65535);
  const host = read.text('METRICS_HOST', '127.0.0.1');
  return port === undefined ? undefined : { port, host };
}

/** TIME_ZONE, or the machine's zone; an unknown zone would misplace every booking, so stop. */
function readTimeZone(read: EnvReader): string {
  const fallback = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zone = read.text('TIME_ZONE', fallback);
  if (isTimeZone(zone)) return zone;
  read.problem(`TIME_ZONE must be an IANA time zone such as America/New_York (got "${zone}")`);
  return fallback;
}

/** false (default), true, a hop count, or a comma-separated list of proxy addresses/CIDRs. */
function readTrustProxy(read: EnvReader): boolean | number | string {
  const raw = read.optionalText('TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[\d.:/a-fA-F, ]+$/.test(raw)) return raw;
  read.problem(
    `TRUST_PROXY must be true, false, a number of hops or a list of addresses (got "${raw}")`,
  );
  return false;
}

function readS3(read: EnvReader): S3Config | undefined {
  const endpoint = read.optionalText('S3_ENDPOINT');
  const port = read.optionalInteger('S3_PORT', 1, 65535);
  const useSsl = read.boolean('S3_USE_SSL', true);
  if (endpoint === undefined) return undefined;
  return {
    endpoint,
    port,
    useSsl,
    accessKey: read.required('S3_ACCESS_KEY', 'when S3_ENDPOINT is set'),
    secretKey: read.required('S3_SECRET_KEY', 'when S3_ENDPOINT is set'),
    bucket: read.required('S3_BUCKET', 'when S3_ENDPOINT is set'),
  };
}

function readGoogle(read: EnvReader, issuer: string): GoogleConfig | undefined {
  const clientId = read.optionalText('GOOGLE_CLIENT_ID');
  const clientSecret = read.optionalText('GOOGLE_CLIENT_SECRET');
  if (clientId === undefined && clientSecret === undefined) return undefined;
  if (clientId === undefined || clientSecret === undefined) {
    read.problem('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
    return undefined;
  }
  return { clientId, clientSecret, issuer };
}

/** Reads one variable at a time, recording a problem (and returning a harmless value) on error. */
class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  problem(message: string): void {
    this.problems.push(message);
  }

  optionalText(name: string): string | undefined {
    if (!KNOWN_VARIABLES.has(name)) throw new Error(`${name} is missing from CONFIG_VARIABLES`);
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  text(name: string, fallback: string): string {
    return this.optionalText(name) ?? fallback;
  }

  required(name: string, when: string): string {
    const value = this.optionalText(name);
    if (value === undefined) this.problem(`${name} is required ${when}`);
    return value ?? '';
  }

  optionalInteger(name: string, min: number, max: number): number | undefined {
    const raw = this.optionalText(name);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.problem(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return undefined;
    }
    return value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    return this.optionalInteger(name, min, max) ?? fallback;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.optionalText(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    this.problem(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  optionalUrl(name: string, protocols: string[]): string | undefined {
    const raw = this.optionalText(name);
    if (raw === undefined) return undefined;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      this.problem(
        `${name} must be a URL starting with ${protocols.map((p) => p + '//').join(' or ')} (got "${redact(raw)}")`,
      );
      return undefined;
    }
    if (!protocols.includes(url.protocol)) {
      this.problem(
        `${name} must start with ${protocols.map((p) => p + '//').join(' or ')} (got "${redact(raw)}")`,
      );
      return undefined;
    }
    return raw;
  }

  url(name: string, fallback: string, protocols: string[]): string {
    return this.optionalUrl(name, protocols) ?? fallback;
  }

  email(name: string, fallback: string): string {
    const raw = this.optionalText(name);
    if (raw === undefined) return fallback;
    if (!/^[^\s@<>]+@[^\s@<>]+$/.test(raw) && !/^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/.test(raw)) {
      this.problem(`${name} must be an email address such as no-reply@example.com (got "${raw}")`);
      return fallback;
    }
    return raw;
  }

  oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
    const raw = this.optionalText(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problem(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  }
}

/** A name that is not a setting of ours but nearly is: the setting it probably meant. */
export interface Misspelling {
  name: string;
  likely: string;
}

/**
 * Environment variables that look like one of ours but are not (PORTT, DATABSE_URL, LOGLEVEL):
 * ignored by loadConfig, so a typo would silently leave the default. Only upper-case names are
 * looked at (npm's npm_* and the like are not ours), and only near ones: one edit for short
 * names, two for longer, so PATH is not taken for PORT nor HOME for HOST.
 */
export function misspeltVariables(env: Env): Misspelling[] {
  const found: Misspelling[] = [];
  for (const name of Object.keys(env)) {
    if (KNOWN_VARIABLES.has(name) || name !== name.toUpperCase()) continue;
    const allowed = name.length <= 5 ? 1 : 2;
    let best: { likely: string; distance: number } | undefined;
    for (const known of CONFIG_VARIABLES) {
      const distance = editDistance(name, known);
      if (distance <= allowed && (best === undefined || distance < best.distance)) {
        best = { likely: known, distance };
      }
    }
    if (best) found.push({ name, likely: best.likely });
  }
  return found;
}

/** Edits (insert, delete, replace, swap two neighbours) from one name to the other. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, at(i - 2, j - 2) + 1);
      }
      rows[i]![j] = distance;
    }
  }
  return at(a.length, b.length);
}

/** Connection strings may carry passwords: never echo them back. */
function redact(raw: string): string {
  return raw.replace(/\/\/([^@/]*)@/, '//***@');
}
