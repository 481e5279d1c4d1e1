import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals a value the server hands a client only to have it handed back unchanged (a page link):
 * AES-256-GCM, so the client can neither read it nor make one up. Each seal takes a random
 * 96-bit IV: NIST's bound for that is 2^32 seals under one key, far more page links than the
 * directory hands out; a new purpose label (or secret) starts a new key should that change.
 */
export class Sealer {
  readonly #key: Buffer;
  readonly #purpose: Buffer;

  constructor(key: Buffer, purpose: string) {
    this.#key = key;
    this.#purpose = Buffer.from(purpose);
  }

  /** base64url of IV, ciphertext and tag: one spelling for one sealed value. */
  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(this.#purpose);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /**
   * The value, or undefined for anything this sealer did not seal: altered, truncated, sealed
   * for another purpose or under another secret, or not sealed at all. GCM compares the tag in
   * constant time (OpenSSL's CRYPTO_memcmp), so how long a refusal takes tells nothing.
   */
  open(sealed: string): string | undefined {
    const bytes = Buffer.from(sealed, 'base64url');
    // Buffer.from skips characters it does not know and ignores spare low bits: only the one
    // spelling seal() writes is taken, so an altered link is never read as the issued one.
    if (bytes.length < IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== sealed) {
      return undefined;
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(this.#purpose);
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

/**
 * Each purpose's sealer, its key derived from DATA_KEY_SECRET with HKDF-SHA256 under a label of
 * its own: no new setting to keep, every instance of one database derives the same keys, and a
 * key for one purpose is never the data keys' wrapping key nor another purpose's.
 */
export class Sealers {
  readonly #secret: string;
  readonly #made = new Map<string, Sealer>();

  constructor(secret: string) {
    this.#secret = secret;
  }

  for(purpose: string): Sealer {
    let sealer = this.#made.get(purpose);
    if (!sealer) {
      const key = hkdfSync('sha256', this.#secret, 'rbt-nanny-connect/sealed-values', purpose, 32);
      sealer = new Sealer(Buffer.from(key), purpose);
      this.#made.set(purpose, sealer);
    }
    return sealer;
  }
}
