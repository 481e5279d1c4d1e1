import { describe, expect, it } from 'vitest';
import { ConfigError, defaultReplayRowsInMemory, loadConfig, misspeltVariables } from './config.js';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

/** A production environment with the one variable production cannot do without. */
const production = { NODE_ENV: 'production', DATA_KEY_SECRET: 'x'.repeat(32), PAYMENTS: 'off' };

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      s3: undefined,
      smtpUrl: undefined,
      mailFrom: 'no-reply@localhost',
      mailRetryDelaySeconds: 30,
      google: undefined,
      googleIssuer: 'https://accounts.google.com',
      isProduction: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('derives the default PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'https://rbt.example' }).publicUrl).toBe(
      'https://rbt.example',
    );
  });

  it('names the variable and the bad value for a port that is not a number', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "abc")',
    ]);
    expect(problemsOf({ PORT: '70000' })).toHaveLength(1);
  });

  it('reports every problem at once', () => {
    const problems = problemsOf({ PORT: '-1', PUBLIC_URL: 'not a url', SMTP_URL: 'http://x' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT[\s\S]*PUBLIC_URL[\s\S]*SMTP_URL/);
  });

  it('accepts only PostgreSQL URLs for DATABASE_URL and never echoes a password', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'mysql://root:secret@db/app' });
    expect(problem).toContain('DATABASE_URL must start with postgres:// or postgresql://');
    expect(problem).not.toContain('secret');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });

  it('needs the S3 keys and bucket once S3_ENDPOINT is set', () => {
    expect(problemsOf({ S3_ENDPOINT: 'minio' })).toEqual([
      'S3_ACCESS_KEY is required when S3_ENDPOINT is set',
      'S3_SECRET_KEY is required when S3_ENDPOINT is set',
      'S3_BUCKET is required when S3_ENDPOINT is set',
    ]);
    const config = loadConfig({
      S3_ENDPOINT: 'minio',
      S3_PORT: '9000',
      S3_USE_SSL: 'false',
      S3_ACCESS_KEY: 'a',
      S3_SECRET_KEY: 'b',
      S3_BUCKET: 'files',
    });
    expect(config.s3).toEqual({
      endpoint: 'minio',
      port: 9000,
      useSsl: false,
      accessKey: 'a',
      secretKey: 'b',
      bucket: 'files',
    });
  });

  it('refuses a yes/no value it cannot read', () => {
    expect(problemsOf({ S3_USE_SSL: 'maybe' })).toEqual([
      'S3_USE_SSL must be true or false (got "maybe")',
    ]);
  });

  it('needs the Google client id and secret together', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9999',
    });
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'http://127.0.0.1:9999',
    });
  });

  it('checks the sender address and strips a trailing slash from PUBLIC_URL', () => {
    expect(problemsOf({ MAIL_FROM: 'nobody' })).toHaveLength(1);
    expect(loadConfig({ MAIL_FROM: 'RBT Nanny Connect <hello@rbt.example>' }).mailFrom).toBe(
      'RBT Nanny Connect <hello@rbt.example>',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://rbt.example/' }).publicUrl).toBe(
      'https://rbt.example',
    );
  });

  it('reads which proxies to trust for client addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(problemsOf({ TRUST_PROXY: 'everyone' })).toHaveLength(1);
  });

  it('security item 10: API docs are off in production and public elsewhere unless API_DOCS says', () => {
    expect(loadConfig({}).apiDocs).toBe('public');
    expect(loadConfig(production).apiDocs).toBe('off');
    expect(loadConfig({ ...production, API_DOCS: 'operators' }).apiDocs).toBe('operators');
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(problemsOf({ API_DOCS: 'yes' })).toEqual([
      'API_DOCS must be one of off, operators, public (got "yes")',
    ]);
  });

  it('turns on production mode only for NODE_ENV=production', () => {
    expect(loadConfig(production).isProduction).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).isProduction).toBe(false);
  });

  it('production stops without DATA_KEY_SECRET, or with one under 32 characters', () => {
    expect(problemsOf({ NODE_ENV: 'production', PAYMENTS: 'off' })).toEqual([
      expect.stringMatching(/^DATA_KEY_SECRET is required in production/),
    ]);
    expect(problemsOf({ ...production, DATA_KEY_SECRET: 'short' })).toEqual([
      'DATA_KEY_SECRET must be at least 32 characters (got 5)',
    ]);
    expect(loadConfig(production).dataKeySecret).toBe(production.DATA_KEY_SECRET);
    // Elsewhere it may be unset: the runtime generates one into DATA_DIR.
    expect(loadConfig({}).dataKeySecret).toBeUndefined();
  });

  it('simulates payments outside production; production refuses to start unless they are off', () => {
    expect(loadConfig({}).payments).toBe('simulated');
    expect(loadConfig({ PAYMENTS: 'off' }).payments).toBe('off');
    expect(loadConfig(production).payments).toBe('off');
    expect(problemsOf({ ...production, PAYMENTS: '' })).toEqual([
      expect.stringMatching(/^PAYMENTS must be set in production/),
    ]);
    expect(problemsOf({ ...production, PAYMENTS: 'simulated' })).toEqual([
      'PAYMENTS=simulated is for development and tests: production moves real money',
    ]);
    expect(problemsOf({ PAYMENTS: 'cash' })).toEqual([
      'PAYMENTS must be one of off, simulated, stripe (got "cash")',
    ]);
    // Stripe keys choose Stripe, in production too; half a configuration stops the start.
    const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({ ...production, PAYMENTS: '', ...keys })).toMatchObject({
      payments: 'stripe',
      stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' },
    });
    // Connect's events (her payout account) may come through an endpoint of their own.
    expect(loadConfig({ ...keys, STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect' }).stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      connectWebhookSecret: 'whsec_connect',
    });
    expect(problemsOf({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([
      'PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    ]);
    expect(loadConfig({}).serviceFeeBasisPoints).toBe(1000);
    expect(loadConfig({ SERVICE_FEE_BASIS_POINTS: '1250' }).serviceFeeBasisPoints).toBe(1250);
    expect(problemsOf({ SERVICE_FEE_BASIS_POINTS: '5001' })).toHaveLength(1);
  });

  it('reads TIME_ZONE, defaults to the machine zone, and stops on an unknown zone', () => {
    expect(loadConfig({ TIME_ZONE: 'America/New_York' }).timeZone).toBe('America/New_York');
    expect(loadConfig({}).timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(problemsOf({ TIME_ZONE: 'Mars/Olympus' })).toEqual([
      'TIME_ZONE must be an IANA time zone such as America/New_York (got "Mars/Olympus")',
    ]);
  });

  it('reads the orphan grace period and the document retention, refusing zero', () => {
    expect(loadConfig({})).toMatchObject({ orphanGraceHours: 24, documentRetentionDays: 365 });
    expect(loadConfig({ ORPHAN_GRACE_HOURS: '48', DOCUMENT_RETENTION_DAYS: '30' })).toMatchObject({
      orphanGraceHours: 48,
      documentRetentionDays: 30,
    });
    expect(problemsOf({ ORPHAN_GRACE_HOURS: '0', DOCUMENT_RETENTION_DAYS: 'a year' })).toEqual([
      'ORPHAN_GRACE_HOURS must be a whole number from 1 to 8760 (got "0")',
      'DOCUMENT_RETENTION_DAYS must be a whole number from 1 to 36500 (got "a year")',
    ]);
  });

  it("holds by default the rows a third of the process's heap limit holds, up to 400,000", () => {
    const mib = 2 ** 20;
    expect(defaultReplayRowsInMemory(4288 * mib)).toBe(400_000);
    expect(defaultReplayRowsInMemory(560 * mib)).toBe(95_000);
    expect(defaultReplayRowsInMemory(320 * mib)).toBe(54_000);
    expect(defaultReplayRowsInMemory(32 * mib)).toBe(10_000);
  });

  it("reads replay's row budget, refusing what is not a whole number of rows at start", () => {
    expect(loadConfig({}).replayRowsInMemory).toBe(defaultReplayRowsInMemory());
    expect(loadConfig({ REPLAY_ROWS_IN_MEMORY: '150000' }).replayRowsInMemory).toBe(150_000);
    expect(problemsOf({ REPLAY_ROWS_IN_MEMORY: 'lots' })).toEqual([
      'REPLAY_ROWS_IN_MEMORY must be a whole number from 1 to 1000000000 (got "lots")',
    ]);
  });

  it('opens a metrics port only when METRICS_PORT names one, on loopback unless told', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    expect(problemsOf({ METRICS_PORT: 'ninety' })).toHaveLength(1);
    expect(problemsOf({ METRICS_PORT: 'ninety' })[0]).toContain('METRICS_PORT');
  });
});

describe('misspelt settings', () => {
  it('names the setting a near miss probably meant', () => {
    expect(
      misspeltVariables({ PORTT: '3001', DATABSE_URL: 'postgres://x', LOGLEVEL: 'debug' }),
    ).toEqual([
      { name: 'PORTT', likely: 'PORT' },
      { name: 'DATABSE_URL', likely: 'DATABASE_URL' },
      { name: 'LOGLEVEL', likely: 'LOG_LEVEL' },
    ]);
  });

  it("leaves alone the machine's own variables and our exact names", () => {
    const machine = {
      PATH: '/usr/bin',
      HOME: '/root',
      HOSTNAME: 'box',
      TERM: 'xterm',
      USER: 'me',
      TZ: 'UTC',
      npm_config_port: '1',
      PORT: '3000',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
    };
    expect(misspeltVariables(machine)).toEqual([]);
  });
});
