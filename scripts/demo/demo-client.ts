import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { issueAccountToken } from '../../src/features/accounts/account-tokens.js';
import { findAccountByEmail } from '../../src/features/accounts/accounts.queries.js';
import type { Runtime } from '../../src/runtime.js';

/** One password for every demo account, printed with the logins. */
export const DEMO_PASSWORD = 'rbt-demo-2026';

export interface Person {
  id: string;
  email: string;
  cookie: string;
}

type Json = Record<string, unknown>;

/**
 * The product's HTTP API as its pages call it (in process, through app.inject): every event the
 * demo records goes through the same routes, rules and commands as a person's clicks.
 */
export class DemoClient {
  constructor(
    private readonly app: FastifyInstance,
    private readonly runtime: Runtime,
  ) {}

  private async send(options: InjectOptions, what: string): Promise<Json> {
    const response: LightMyRequestResponse = await this.app.inject({
      ...options,
      headers: { origin: this.runtime.config.publicUrl, ...options.headers },
    });
    if (response.statusCode >= 300) {
      throw new Error(`demo: ${what} failed (${response.statusCode}): ${response.body}`);
    }
    return response.body ? response.json<Json>() : {};
  }

  get(url: string, who: Person): Promise<Json> {
    return this.send({ method: 'GET', url, headers: { cookie: who.cookie } }, `GET ${url}`);
  }

  post(url: string, body: object, who?: Person): Promise<Json> {
    return this.send(
      { method: 'POST', url, payload: body, headers: who ? { cookie: who.cookie } : {} },
      `POST ${url}`,
    );
  }

  put(url: string, body: object, who: Person): Promise<Json> {
    return this.send(
      { method: 'PUT', url, payload: body, headers: { cookie: who.cookie } },
      `PUT ${url}`,
    );
  }

  /**
   * A parent saves a card before her first request. With simulated payments (what the demo runs
   * on) she picks the stand-in form's card that always succeeds; with payments off none is asked.
   */
  async saveTestCard(who: Person): Promise<void> {
    const { mode } = (await this.get('/api/parent/payment-card', who)) as { mode: string };
    if (mode !== 'simulated') return;
    const { setupId } = (await this.post('/api/parent/payment-card/setup', {}, who)) as {
      setupId: string;
    };
    await this.post(`/api/payments/simulated/setups/${setupId}/confirm`, { testCard: '4242' }, who);
    await this.post('/api/parent/payment-card', { setupId }, who);
  }

  /** A file field posted as a browser's form does. */
  upload(url: string, file: { bytes: Buffer; name: string; type: string }, who: Person) {
    const boundary = `----rbtdemo${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    );
    const payload = Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return this.send(
      {
        method: 'POST',
        url,
        payload,
        headers: {
          cookie: who.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      `upload to ${url}`,
    );
  }

  /** Logs in with the demo password; the session cookie, as the browser would keep it. */
  async login(email: string): Promise<Person> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
      headers: { origin: this.runtime.config.publicUrl },
    });
    const session = response.cookies.find((c) => c.name === 'rbt_session');
    if (response.statusCode !== 200 || !session) {
      throw new Error(`demo: login of ${email} failed (${response.statusCode}): ${response.body}`);
    }
    const { user } = response.json<{ user: { id: string } }>();
    return { id: user.id, email, cookie: `rbt_session=${session.value}` };
  }

  /**
   * Signs up through the form, opens the verification link (issued as the mail job issues it:
   * the demo sends no mail) and logs in.
   */
  async signUp(role: 'nanny' | 'parent', firstName: string, lastName: string, email: string) {
    await this.post('/api/auth/sign-up', {
      role,
      firstName,
      lastName,
      email,
      confirmEmail: email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      acceptTerms: true,
    });
    const account = await findAccountByEmail(this.runtime.db, email);
    if (!account) throw new Error(`demo: the sign-up of ${email} recorded no account`);
    const token = await issueAccountToken(this.runtime.db, {
      accountId: account.id,
      purpose: 'verify-email',
      email: account.email,
      now: this.runtime.clock(),
    });
    await this.post('/api/auth/verify-email', { token });
    return this.login(email);
  }
}
