import { getRandomValues } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** 160 random bits, base32: session cookies and one-time links (at least 128 bits each). */
export function generateSecretToken(): string {
  const bytes = new Uint8Array(20);
  getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What we store instead of a token: a leaked table gives no usable token. */
export function hashSecretToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}
