import { describe, expect, it } from 'vitest';
import { Sealers } from './sealed-values.js';

const secret = 'sealed-values-test-secret-0123456789abc';

describe('sealed values (keys from DATA_KEY_SECRET, one per purpose)', () => {
  const sealer = new Sealers(secret).for('page-links');

  it('open what they sealed, and only under the same secret and purpose', () => {
    const sealed = sealer.seal('{"after":3.25}');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('3.25');
    expect(sealer.open(sealed)).toBe('{"after":3.25}');
    expect(new Sealers(secret).for('page-links').open(sealed)).toBe('{"after":3.25}');
    expect(new Sealers(secret).for('other-links').open(sealed)).toBeUndefined();
    expect(new Sealers(`${secret}!`).for('page-links').open(sealed)).toBeUndefined();
  });

  it('refuse anything altered, cut short, respelled or never sealed', () => {
    const sealed = sealer.seal('hello');
    const bytes = Buffer.from(sealed, 'base64url');
    for (let at = 0; at < bytes.length; at++) {
      const changed = Buffer.from(bytes);
      changed[at]! ^= 1;
      expect(sealer.open(changed.toString('base64url'))).toBeUndefined();
    }
    // A tag cut to 12 bytes would pass GCM without a fixed tag length.
    expect(sealer.open(bytes.subarray(0, bytes.length - 4).toString('base64url'))).toBeUndefined();
    // The same bytes in another spelling: padded, with a space, or with spare low bits set.
    for (const respelled of [`${sealed}=`, `${sealed.slice(0, 8)} ${sealed.slice(8)}`]) {
      expect(Buffer.from(respelled, 'base64url')).toEqual(bytes);
      expect(sealer.open(respelled)).toBeUndefined();
    }
    const spare = sealer.seal('hello!'); // 34 bytes: its last character has 4 spare bits
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet[alphabet.indexOf(spare.at(-1)!) ^ 1]!;
    const respelled = `${spare.slice(0, -1)}${last}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(spare, 'base64url'));
    expect(sealer.open(spare)).toBe('hello!');
    expect(sealer.open(respelled)).toBeUndefined();
    for (const raw of ['', 'A', 'not sealed', Buffer.from('hello').toString('base64url')]) {
      expect(sealer.open(raw)).toBeUndefined();
    }
  });
});
