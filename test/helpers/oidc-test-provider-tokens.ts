import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SignJWT, base64url, exportJWK, generateKeyPair, type JWK, type JWTPayload } from 'jose';

export interface TestGoogleUser {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  givenName?: string;
  familyName?: string;
}

export type IdTokenTamper =
  | 'wrong-audience'
  | 'wrong-issuer'
  | 'expired'
  | 'bad-signature'
  | 'wrong-nonce'
  // alg "none", no signature; and HS256 keyed with the issuer's public key (key confusion).
  | 'unsigned'
  | 'public-key-as-secret';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface SigningKeys {
  kid: string;
  privateKey: PrivateKey;
  /** A different key announced under the same kid, so its signatures fail verification. */
  impostorKey: PrivateKey;
  jwks: { keys: JWK[] };
}

export async function createSigningKeys(): Promise<SigningKeys> {
  const kid = randomToken(8);
  const real = await generateKeyPair('RS256');
  const impostor = await generateKeyPair('RS256');
  const publicJwk = await exportJWK(real.publicKey);
  return {
    kid,
    privateKey: real.privateKey,
    impostorKey: impostor.privateKey,
    jwks: { keys: [{ ...publicJwk, kid, alg: 'RS256', use: 'sig' }] },
  };
}

/** The metadata openid-client discovers; the issuer string is the one ID tokens carry. */
export function discoveryDocument(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    code_challenge_methods_supported: ['S256'],
    grant_types_supported: ['authorization_code'],
    claims_supported: ['iss', 'aud', 'sub', 'iat', 'exp', 'nonce', 'email', 'email_verified'],
  };
}

export interface IdTokenInput {
  issuer: string;
  clientId: string;
  nonce: string | undefined;
  user: TestGoogleUser;
  tamper: IdTokenTamper | undefined;
}

/** An RS256 ID token shaped like Google's, or broken in the one way `tamper` asks for. */
export async function signIdToken(keys: SigningKeys, input: IdTokenInput): Promise<string> {
  const { user, tamper } = input;
  const now = Math.floor(Date.now() / 1000);
  const claims: JWTPayload = {
    iss: tamper === 'wrong-issuer' ? 'https://impostor.example' : input.issuer,
    aud: tamper === 'wrong-audience' ? 'some-other-client' : input.clientId,
    sub: user.sub,
    iat: tamper === 'expired' ? now - 7200 : now,
    exp: tamper === 'expired' ? now - 3600 : now + 600,
    nonce: tamper === 'wrong-nonce' ? randomToken(16) : input.nonce,
    email: user.email,
    email_verified: user.email === undefined ? undefined : (user.emailVerified ?? false),
    name: user.name,
    given_name: user.givenName,
    family_name: user.familyName,
  };
  if (tamper === 'unsigned') {
    const part = (value: object) => base64url.encode(JSON.stringify(value));
    return `${part({ alg: 'none', typ: 'JWT' })}.${part(withoutUndefined(claims))}.`;
  }
  if (tamper === 'public-key-as-secret') {
    const secret = new TextEncoder().encode(JSON.stringify(keys.jwks.keys[0]));
    return new SignJWT(withoutUndefined(claims))
      .setProtectedHeader({ alg: 'HS256', kid: keys.kid, typ: 'JWT' })
      .sign(secret);
  }
  const key = tamper === 'bad-signature' ? keys.impostorKey : keys.privateKey;
  return new SignJWT(withoutUndefined(claims))
    .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'JWT' })
    .sign(key);
}

export function pkceMatches(verifier: string | undefined, s256Challenge: string): boolean {
  if (verifier === undefined || !/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = base64url.encode(createHash('sha256').update(verifier).digest());
  return sameString(computed, s256Challenge);
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  method: 'client_secret_basic' | 'client_secret_post';
}

/**
 * The client's credentials from an Authorization: Basic header (each part form-encoded, as
 * RFC 6749 2.3.1 says) or from the form body; undefined when absent, malformed or both used.
 */
export function readClientCredentials(
  headers: IncomingHttpHeaders,
  form: URLSearchParams,
): ClientCredentials | undefined {
  const header = headers.authorization;
  const postedSecret = form.get('client_secret');
  if (header !== undefined) {
    if (postedSecret !== null) return undefined;
    const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header);
    if (match?.[1] === undefined) return undefined;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const clientId = formDecode(decoded.slice(0, colon));
    const clientSecret = formDecode(decoded.slice(colon + 1));
    if (colon < 0 || clientId === undefined || clientSecret === undefined) return undefined;
    return { clientId, clientSecret, method: 'client_secret_basic' };
  }
  const clientId = form.get('client_id');
  if (clientId === null || postedSecret === null) return undefined;
  return { clientId, clientSecret: postedSecret, method: 'client_secret_post' };
}

export function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function randomToken(bytes: number): string {
  return base64url.encode(randomBytes(bytes));
}

function formDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function withoutUndefined(claims: JWTPayload): JWTPayload {
  return Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
}
