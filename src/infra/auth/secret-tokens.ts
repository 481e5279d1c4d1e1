import { getRandomValues, hash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** 160 random bits, base32: session cookies and one-time links (at least 128 bits each). */
export function generateSecretToken(): string {
  const bytes = new Uint8Array(20);
  getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * What we store instead of a token: a leaked table gives no usable token. SHA-256 in hex, as
 * Lucia's guidance has it, from Node's native one-shot hash: every signed-in request hashes its
 * cookie, and @oslojs/crypto's JavaScript SHA-256 was 5% of a cached directory page's CPU.
 */
export function hashSecretToken(token: string): string {
  return hash('sha256', token, 'hex');
}
