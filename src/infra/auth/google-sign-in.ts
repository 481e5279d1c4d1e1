import { timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';

/** What the browser's session must remember between start() and finish(). */
interface GoogleSignInFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

interface GoogleIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
}

type GoogleSignInFailure =
  'provider_unreachable' | 'invalid_response' | 'state_mismatch' | 'denied';

/** The only error start() and finish() throw; its message never carries codes or tokens. */
export class GoogleSignInError extends Error {
  constructor(
    readonly reason: GoogleSignInFailure,
    message: string,
  ) {
    super(message);
    this.name = 'GoogleSignInError';
  }
}

export interface GoogleSignIn {
  /** A fresh flow (state, nonce, PKCE verifier) and the provider URL to send the browser to. */
  start(): Promise<{ url: string; flow: GoogleSignInFlow }>;
  /** Exchanges the callback's code (PKCE, state and nonce checked) and returns the verified identity from the ID token. */
  finish(callbackUrl: URL, flow: GoogleSignInFlow): Promise<GoogleIdentity>;
}

export interface GoogleSignInOptions {
  /** e.g. https://accounts.google.com; plain http only for a provider on this machine. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The callback URL registered with the provider; sent as redirect_uri in both legs. */
  redirectUri: string;
  /** Per HTTP request to the provider (discovery, token, keys). Default 10 s. */
  fetchTimeoutMs?: number;
}

const SCOPE = 'openid email profile';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * OpenID Connect sign-in with Google (or any provider at `issuer`) through openid-client:
 * authorization code flow with PKCE (S256), state and nonce. The ID token's signature (JWKS),
 * issuer, audience, expiry and nonce are verified before an identity is returned.
 * Throws at once if the issuer is not https (or http on this machine).
 */
export function createGoogleSignIn(options: GoogleSignInOptions): GoogleSignIn {
  const issuer = parseIssuer(options.issuer);
  // openid-client sends the callback URL's href as redirect_uri at the token endpoint, so the
  // authorization request must carry the same normalised form.
  const redirectUri = new URL(options.redirectUri).href;
  const discover = cachedDiscovery(issuer, options);

  return {
    async start() {
      const config = await discover();
      const flow: GoogleSignInFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      try {
        const url = oidc.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: SCOPE,
          code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
          code_challenge_method: 'S256',
          state: flow.state,
          nonce: flow.nonce,
        });
        return { url: url.href, flow };
      } catch {
        throw new GoogleSignInError(
          'invalid_response',
          'The sign-in provider has no usable authorization endpoint.',
        );
      }
    },

    async finish(callbackUrl, flow) {
      const params = callbackUrl.searchParams;
      if (!sameString(params.get('state'), flow.state)) {
        throw new GoogleSignInError('state_mismatch', 'The sign-in response does not match.');
      }
      const error = params.get('error');
      if (error !== null) {
        throw error === 'access_denied'
          ? new GoogleSignInError('denied', 'Sign-in was cancelled at the provider.')
          : new GoogleSignInError('invalid_response', 'The sign-in provider reported an error.');
      }
      const config = await discover();
      // The token request's redirect_uri must be the registered one, whatever host the
      // callback reached us through (proxies), so only the query comes from the callback.
      const current = new URL(redirectUri);
      current.search = callbackUrl.search;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (claims === undefined) throw new Error('no ID token');
        return identityFrom(claims);
      } catch (failure) {
        throw translate(failure);
      }
    },
  };
}

function parseIssuer(issuer: string): URL {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`Google sign-in: the issuer "${issuer}" is not a URL.`);
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) {
    throw new Error(
      `Google sign-in: the issuer must use https (plain http only on localhost), got "${issuer}".`,
    );
  }
  return url;
}

/** Discovers once and shares the result; a failure is not kept, so the next call tries again. */
function cachedDiscovery(
  issuer: URL,
  options: GoogleSignInOptions,
): () => Promise<oidc.Configuration> {
  const insecure = issuer.protocol === 'http:';
  let pending: Promise<oidc.Configuration> | undefined;

  async function discover(): Promise<oidc.Configuration> {
    try {
      return await oidc.discovery(
        issuer,
        options.clientId,
        { client_secret: options.clientSecret, id_token_signed_response_alg: 'RS256' },
        oidc.ClientSecretPost(options.clientSecret),
        {
          timeout: (options.fetchTimeoutMs ?? 10_000) / 1000,
          // The signature of the token endpoint's ID token is verified against the JWKS
          // too, not only trusted because it came over TLS.
          execute: [
            oidc.enableNonRepudiationChecks,
            // Only reachable for a local issuer (parseIssuer refuses other http ones).
            ...(insecure ? [oidc.allowInsecureRequests] : []),
          ],
        },
      );
    } catch {
      throw new GoogleSignInError(
        'provider_unreachable',
        'The sign-in provider could not be reached or its configuration is unusable.',
      );
    }
  }

  return () => {
    const attempt = (pending ??= discover());
    attempt.catch(() => {
      if (pending === attempt) pending = undefined;
    });
    return attempt;
  };
}

function translate(failure: unknown): GoogleSignInError {
  if (failure instanceof GoogleSignInError) return failure;
  if (isUnreachable(failure)) {
    return new GoogleSignInError(
      'provider_unreachable',
      'The sign-in provider could not be reached to complete sign-in.',
    );
  }
  if (failure instanceof oidc.AuthorizationResponseError) {
    return failure.error === 'access_denied'
      ? new GoogleSignInError('denied', 'Sign-in was cancelled at the provider.')
      : new GoogleSignInError('invalid_response', 'The sign-in provider reported an error.');
  }
  if (
    failure instanceof oidc.ResponseBodyError ||
    failure instanceof oidc.WWWAuthenticateChallengeError
  ) {
    return new GoogleSignInError(
      'invalid_response',
      'The sign-in provider refused to exchange the code.',
    );
  }
  return new GoogleSignInError(
    'invalid_response',
    'The sign-in provider returned an ID token that could not be verified.',
  );
}

function isUnreachable(failure: unknown): boolean {
  if (failure instanceof oidc.ResponseBodyError) return failure.status >= 500;
  if (failure instanceof oidc.ClientError) {
    if (failure.code === 'OAUTH_TIMEOUT' || failure.code === 'OAUTH_ABORT') return true;
    return failure.cause instanceof Response && failure.cause.status >= 500;
  }
  // fetch reports a refused or dropped connection as a TypeError with the socket error as
  // its cause; openid-client's own argument errors carry a code instead.
  return failure instanceof TypeError && failure.cause instanceof Error && !('code' in failure);
}

function identityFrom(claims: oidc.IDToken): GoogleIdentity {
  return {
    subject: claims.sub,
    email: stringClaim(claims.email),
    emailVerified: claims.email_verified === true,
    name: stringClaim(claims.name),
    givenName: stringClaim(claims.given_name),
    familyName: stringClaim(claims.family_name),
  };
}

function stringClaim(value: oidc.JsonValue | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function sameString(received: string | null, expected: string): boolean {
  if (received === null) return false;
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
