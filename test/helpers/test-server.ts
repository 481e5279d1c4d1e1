import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import {
  createAccountsFeature,
  type AccountsFeatureOptions,
} from '../../src/features/accounts/index.js';
import { DEFAULT_ACCOUNT_RATE_LIMITS } from '../../src/features/accounts/accounts-context.js';
import { allFeatures } from '../../src/features/all-features.js';
import type { Feature } from '../../src/infra/feature.js';
import { smtpTransport } from '../../src/infra/mail/mail-transport.js';
import { projectRoot } from '../../src/infra/project-root.js';
import type { Runtime } from '../../src/runtime.js';
import { reservePort } from './reserve-port.js';
import { startOidcTestProvider, type OidcTestProvider } from './oidc-test-provider.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.js';
import { testConfig } from './test-config.js';
import { startTestRuntime, type TestRuntimeOptions } from './test-runtime.js';

export interface TestServerOptions extends TestRuntimeOptions {
  /** Catch the app's mail with a real SMTP server started for this test file. */
  smtp?: boolean;
  /** Run a local OpenID provider and configure Google sign-in against it. */
  google?: boolean;
  accounts?: AccountsFeatureOptions;
}

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  runtime: Runtime;
  mail: SmtpCatcher | undefined;
  google: OidcTestProvider | undefined;
  close(): Promise<void>;
}

export const TEST_GOOGLE_CLIENT = { clientId: 'rbt-test-client', clientSecret: 'rbt-test-secret' };

/**
 * Roomy limits for tests that create many accounts from one address; tests of the limits
 * themselves pass their own.
 */
const ROOMY_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_ACCOUNT_RATE_LIMITS).map(([key, rule]) => [
    key,
    { ...rule, limit: 10_000 },
  ]),
);

/** The features of the product, with the accounts feature built from the given options. */
function productFeatures(accounts: AccountsFeatureOptions | undefined): Feature[] {
  const options = { ...accounts, rateLimits: { ...ROOMY_LIMITS, ...accounts?.rateLimits } };
  return allFeatures.map((f) => (f.name === 'accounts' ? createAccountsFeature(options) : f));
}

/**
 * The whole product (API and built web app) on a random port with its own database. PUBLIC_URL
 * is the server's real address, so Origin checks and emailed links work from a browser.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const reserved = await reservePort();
  const { port } = reserved;
  const baseUrl = `http://127.0.0.1:${port}`;
  // Requests the test makes with app.inject now come from this server's own origin.
  sameOrigin.origin = baseUrl;
  const parts = await startParts(options, { publicUrl: baseUrl });
  const app = await buildApp({
    ...parts.runtime,
    webRoot: join(projectRoot(), 'web', 'dist'),
    logger: false,
  });
  const server = running(app, parts);
  await reserved.release();
  await app.listen({ port, host: '127.0.0.1' });
  return { baseUrl, ...server };
}

/** The API alone, for app.inject tests; requests must send `origin: sameOrigin.origin`. */
export async function startTestApp(options: TestServerOptions = {}) {
  const parts = await startParts(options, {});
  // Files share their worker's modules (isolate: false): an earlier file's server address
  // must not stay the origin this one's requests claim.
  sameOrigin.origin = parts.runtime.config.publicUrl;
  return running(await buildApp({ ...parts.runtime, logger: false }), parts);
}

type Parts = Pick<TestServer, 'runtime' | 'mail' | 'google'>;

/** The runtime, with the mail catcher and the Google sign-in stand-in the options ask for. */
async function startParts(
  options: TestServerOptions,
  config: { publicUrl?: string },
): Promise<Parts> {
  const mail = options.smtp ? await startSmtpCatcher() : undefined;
  const google = options.google ? await startOidcTestProvider(TEST_GOOGLE_CLIENT) : undefined;
  const runtime = await startTestRuntime({
    ...options,
    features: options.features ?? productFeatures(options.accounts),
    config: {
      ...config,
      ...(google ? { google: { ...TEST_GOOGLE_CLIENT, issuer: google.issuer } } : {}),
      ...options.config,
    },
    ...(mail ? { mailTransport: smtpTransport(mail.url) } : {}),
  });
  return { runtime, mail, google };
}

/** The app on its parts, with one close for all: the app first, as it uses the others. */
function running(app: FastifyInstance, parts: Parts): Omit<TestServer, 'baseUrl'> {
  runtimes.set(app, parts.runtime);
  return {
    app,
    ...parts,
    close: async () => {
      await app.close();
      await parts.runtime.close();
      await parts.mail?.close();
      await parts.google?.close();
    },
  };
}

/** Each test app's runtime, for helpers given only the app (see registeredAccount). */
const runtimes = new WeakMap<FastifyInstance, Runtime>();

/** The runtime a test app started with startTestApp or startTestServer runs on. */
export function runtimeOf(app: FastifyInstance): Runtime {
  const runtime = runtimes.get(app);
  if (!runtime) throw new Error('Not an app of startTestApp or startTestServer');
  return runtime;
}

/** Headers of a request from our own pages (startTestServer points it at its own address). */
export const sameOrigin = { origin: testConfig().publicUrl };
