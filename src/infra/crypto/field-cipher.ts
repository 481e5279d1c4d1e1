import { createCipheriv, createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';

/**
 * One personal value as the event log stores it: `enc:v1:<key id>:<base64url of iv|ciphertext|tag>`,
 * AES-256-GCM under the data key of the person it belongs to.
 *
 * The key id is in the clear so a reader knows whose key opens the value without knowing the
 * event type's owner rules (an owner may come from the metadata, and rules change). The key id,
 * the stream, the event type and the field's path are the cipher's additional data: a value
 * copied into another field, event type, stream or under another person's key id fails its
 * authentication tag instead of decrypting as someone else's words.
 */
const ENCRYPTED_PREFIX = 'enc:v1:';

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const DATA_KEY_BYTES = 32;

/**
 * A data key as the cipher takes it: a KeyObject, imported once when unwrapped, because
 * handing node:crypto raw bytes imports the key again on every call (several times slower,
 * and replay decrypts every personal value of the log).
 */
export type DataKey = KeyObject;

// IVs come from a pool of random bytes, each slice used once: one call into the RNG per 256.
let ivPool = Buffer.alloc(0);
let ivOffset = 0;
function nextIv(): Buffer {
  if (ivOffset + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_BYTES * 256);
    ivOffset = 0;
  }
  const iv = ivPool.subarray(ivOffset, ivOffset + IV_BYTES);
  ivOffset += IV_BYTES;
  return iv;
}

/** Where a value sits: bound into its ciphertext. */
export interface FieldPlace {
  streamId: string;
  eventType: string;
  /** Dotted path in the event's data, e.g. `photo.fileName`. */
  path: string;
}

export class CorruptEncryptedValueError extends Error {
  constructor(place: FieldPlace, why: string) {
    super(`The encrypted ${place.eventType}.${place.path} of ${place.streamId} ${why}`);
    this.name = 'CorruptEncryptedValueError';
  }
}

const additionalData = (keyId: string, place: FieldPlace) =>
  Buffer.from(
    `${ENCRYPTED_PREFIX}${keyId}\u0000${place.streamId}\u0000${place.eventType}\u0000${place.path}`,
  );

export const isEncryptedValue = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(ENCRYPTED_PREFIX);

/** The key id an encrypted value names (ids may hold ':'; base64url never does). */
export function keyIdOf(stored: string): string | undefined {
  const end = stored.lastIndexOf(':');
  return end > ENCRYPTED_PREFIX.length ? stored.slice(ENCRYPTED_PREFIX.length, end) : undefined;
}

export function encryptField(key: DataKey, keyId: string, place: FieldPlace, text: string): string {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(keyId, place));
  const body = Buffer.concat([
    iv,
    cipher.update(text, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `${ENCRYPTED_PREFIX}${keyId}:${body.toString('base64url')}`;
}

/** The plain text of a stored value; throws when it was altered, moved or sealed by another key. */
export function decryptField(key: DataKey, stored: string, place: FieldPlace): string {
  const keyId = keyIdOf(stored);
  if (keyId === undefined) throw new CorruptEncryptedValueError(place, 'names no key');
  const body = Buffer.from(stored.slice(stored.lastIndexOf(':') + 1), 'base64url');
  if (body.length < IV_BYTES + TAG_BYTES)
    throw new CorruptEncryptedValueError(place, 'is cut short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, IV_BYTES));
    decipher.setAAD(additionalData(keyId, place));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new CorruptEncryptedValueError(place, 'fails its authentication (altered or moved)');
  }
}
