import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  createSigningKeys,
  discoveryDocument,
  pkceMatches,
  randomToken,
  readClientCredentials,
  sameString,
  signIdToken,
  type IdTokenTamper,
  type TestGoogleUser,
} from './oidc-test-provider-tokens.js';

export type { IdTokenTamper, TestGoogleUser } from './oidc-test-provider-tokens.js';

export interface OidcTestProvider {
  /** http://127.0.0.1:PORT, exactly as the discovery document and ID tokens say it. */
  issuer: string;
  /** Who "signs in" at the next /authorize (used once). */
  nextUser(user: TestGoogleUser): void;
  /** The next /authorize redirects back with error=access_denied. */
  denyNext(): void;
  /** The next successful token response carries an ID token broken this way. */
  tamperNext(change: IdTokenTamper): void;
  /** Why each refused /authorize or /token request was refused, oldest first. */
  rejections: string[];
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  scope: string;
  user: TestGoogleUser;
  expiresAt: number;
}

class Refusal extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: string,
    description: string,
  ) {
    super(description);
  }
}

/**
 * A small OpenID Connect provider over real HTTP on 127.0.0.1, standing in for Google in tests.
 * /authorize has no UI: it redirects straight back with a code for the user set by nextUser(),
 * so both fetch and a real browser can drive it. `port` (default: any free one) lets a test
 * bring a provider up where a client already failed to reach one.
 */
export async function startOidcTestProvider(options: {
  clientId: string;
  clientSecret: string;
  port?: number;
}): Promise<OidcTestProvider> {
  const keys = await createSigningKeys();
  const codes = new Map<string, IssuedCode>();
  const rejections: string[] = [];
  const next: { user?: TestGoogleUser; deny?: boolean; tamper?: IdTokenTamper } = {};
  let issuer = '';

  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>> = {
    'GET /.well-known/openid-configuration': async (_req, res) =>
      sendJson(res, 200, discoveryDocument(issuer)),
    'GET /jwks': async (_req, res) => sendJson(res, 200, keys.jwks),
    'GET /authorize': async (req, res) => authorize(new URL(req.url ?? '/', issuer), res),
    'POST /token': async (req, res) => sendJson(res, 200, await token(req)),
  };

  function authorize(url: URL, res: ServerResponse): void {
    const param = (name: string) => url.searchParams.get(name) ?? undefined;
    const redirectUri = parseRedirectUri(param('redirect_uri'));
    const state = param('state');
    const challenge = param('code_challenge');
    const scope = param('scope') ?? '';
    if (param('client_id') !== options.clientId) throw invalidRequest('unknown client_id');
    if (redirectUri === undefined) throw invalidRequest('redirect_uri missing or not http(s)');
    if (param('response_type') !== 'code') throw invalidRequest('response_type must be code');
    if (!scope.split(' ').includes('openid')) throw invalidRequest('scope must include openid');
    if (state === undefined) throw invalidRequest('state missing');
    if (challenge === undefined || param('code_challenge_method') !== 'S256') {
      throw invalidRequest('PKCE with code_challenge_method=S256 is required');
    }
    const back = new URL(redirectUri);
    if (next.deny === true) {
      next.deny = undefined;
      back.searchParams.set('error', 'access_denied');
    } else {
      const user = next.user;
      if (user === undefined) {
        throw invalidRequest('no test user: call nextUser() before /authorize');
      }
      next.user = undefined;
      const code = randomToken(32);
      const expiresAt = Date.now() + 5 * 60_000;
      codes.set(code, {
        clientId: options.clientId,
        redirectUri,
        codeChallenge: challenge,
        nonce: param('nonce'),
        scope,
        user,
        expiresAt,
      });
      back.searchParams.set('code', code);
    }
    back.searchParams.set('state', state);
    res.writeHead(302, { location: back.href, 'cache-control': 'no-store' }).end();
  }

  async function token(req: IncomingMessage): Promise<Record<string, unknown>> {
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      throw new Refusal(400, 'invalid_request', 'body must be form-encoded');
    }
    const form = new URLSearchParams(await readBody(req));
    const client = readClientCredentials(req.headers, form);
    if (
      client === undefined ||
      client.clientId !== options.clientId ||
      !sameString(client.clientSecret, options.clientSecret)
    ) {
      throw new Refusal(401, 'invalid_client', 'client authentication failed');
    }
    if (form.get('grant_type') !== 'authorization_code') {
      throw new Refusal(400, 'unsupported_grant_type', 'only authorization_code');
    }
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code); // single use, even when the rest of the request is wrong
    if (issued === undefined || issued.expiresAt < Date.now()) {
      throw new Refusal(400, 'invalid_grant', 'unknown, used or expired code');
    }
    if (issued.clientId !== client.clientId) {
      throw new Refusal(400, 'invalid_grant', 'code was issued to another client');
    }
    if (form.get('redirect_uri') !== issued.redirectUri) {
      throw new Refusal(400, 'invalid_grant', 'redirect_uri does not match the authorization');
    }
    if (!pkceMatches(form.get('code_verifier') ?? undefined, issued.codeChallenge)) {
      throw new Refusal(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
    }
    const tamper = next.tamper;
    next.tamper = undefined;
    const idToken = await signIdToken(keys, {
      issuer,
      clientId: options.clientId,
      nonce: issued.nonce,
      user: issued.user,
      tamper,
    });
    return {
      access_token: randomToken(32),
      token_type: 'Bearer',
      expires_in: 3599,
      scope: issued.scope,
      id_token: idToken,
    };
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://provider.invalid').pathname;
    const route = routes[`${req.method ?? 'GET'} ${path}`];
    if (route === undefined) {
      sendJson(res, 404, { error: 'not_found' });
      return;
    }
    route(req, res).catch((failure: unknown) => {
      if (!(failure instanceof Refusal)) {
        sendJson(res, 500, { error: 'server_error' });
        return;
      }
      rejections.push(`${path}: ${failure.error}: ${failure.message}`);
      const headers: Record<string, string> =
        failure.status === 401 ? { 'www-authenticate': 'Basic realm="oidc-test-provider"' } : {};
      sendJson(
        res,
        failure.status,
        { error: failure.error, error_description: failure.message },
        headers,
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  issuer = `http://127.0.0.1:${port}`;

  return {
    issuer,
    nextUser: (user) => {
      next.user = user;
    },
    denyNext: () => {
      next.deny = true;
    },
    tamperNext: (change) => {
      next.tamper = change;
    },
    rejections,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function invalidRequest(description: string): Refusal {
  return new Refusal(400, 'invalid_request', description);
}

function parseRedirectUri(value: string | undefined): string | undefined {
  if (value === undefined || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? value : undefined;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...headers,
    })
    .end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > 64 * 1024) throw new Refusal(400, 'invalid_request', 'body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
