import { createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CorruptEncryptedValueError,
  decryptField,
  encryptField,
  isEncryptedValue,
  keyIdOf,
} from './field-cipher.js';
import { KeyWrapper } from './data-key-secret.js';

const raw = randomBytes(32);
const key = createSecretKey(raw);
const place = { streamId: 'parent-p1', eventType: 'ParentProfileUpdated', path: 'fullName' };

describe('personal values in the log', () => {
  it('encrypts to enc:v1:<key id>:… and decrypts back, never the same twice', () => {
    const stored = encryptField(key, 'p1', place, 'Ada Lovelace');
    expect(stored.startsWith('enc:v1:p1:')).toBe(true);
    expect(stored).not.toContain('Ada');
    expect(isEncryptedValue(stored)).toBe(true);
    expect(keyIdOf(stored)).toBe('p1');
    expect(encryptField(key, 'p1', place, 'Ada Lovelace')).not.toBe(stored);
    expect(decryptField(key, stored, place)).toBe('Ada Lovelace');
  });

  it('keeps key ids that hold colons (google:<sub>)', () => {
    const stored = encryptField(key, 'google:123', place, 'x');
    expect(keyIdOf(stored)).toBe('google:123');
    expect(decryptField(key, stored, place)).toBe('x');
  });

  it('refuses a value moved to another field, event type or stream, or opened with another key', () => {
    const stored = encryptField(key, 'p1', place, 'secret');
    for (const moved of [
      { ...place, path: 'specialConsiderations' },
      { ...place, eventType: 'BookingRequested' },
      { ...place, streamId: 'parent-p2' },
    ]) {
      expect(() => decryptField(key, stored, moved)).toThrow(CorruptEncryptedValueError);
    }
    expect(() => decryptField(createSecretKey(randomBytes(32)), stored, place)).toThrow(
      CorruptEncryptedValueError,
    );
  });

  it("refuses a value relabelled with another person's key id", () => {
    const stored = encryptField(key, 'p1', place, 'secret');
    const relabelled = stored.replace('enc:v1:p1:', 'enc:v1:p2:');
    expect(() => decryptField(key, relabelled, place)).toThrow(CorruptEncryptedValueError);
  });

  it('refuses a value altered by one character', () => {
    const stored = encryptField(key, 'p1', place, 'secret');
    const last = stored.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${stored.slice(0, -2)}${last}${stored.at(-1)}`;
    expect(() => decryptField(key, altered, place)).toThrow(CorruptEncryptedValueError);
  });
});

describe('wrapping data keys with the key derived from DATA_KEY_SECRET', () => {
  it('unwraps with the same secret and key id only', () => {
    const wrapper = new KeyWrapper('a'.repeat(32));
    const wrapped = wrapper.wrap('p1', raw);
    expect(wrapper.unwrap('p1', wrapped)?.equals(raw)).toBe(true);
    expect(wrapper.unwrap('p2', wrapped)).toBeUndefined();
    expect(new KeyWrapper('b'.repeat(32)).unwrap('p1', wrapped)).toBeUndefined();
  });
});
