/**
 * A Bloom filter over texts in a fixed amount of memory: `mayHold` is false only for a text never
 * added, and true for one added (and, rarely, for one never added). It never grows: past the
 * texts it was sized for it answers true more often, never wrongly false. Nothing is ever taken
 * out, so a text added once stays "maybe" for good.
 */
export class MaybeSet {
  private readonly bits: Uint32Array;
  private readonly mask: number;

  /** `bytes` is rounded down to a power of two, at least 4. */
  constructor(
    bytes: number,
    private readonly hashes = 5,
  ) {
    const words = 2 ** Math.floor(Math.log2(Math.max(4, bytes) / 4));
    this.bits = new Uint32Array(words);
    this.mask = words * 32 - 1;
  }

  add(text: string): void {
    hash(text);
    for (let i = 0, at = h1; i < this.hashes; i++, at = (at + h2) >>> 0) {
      const bit = at & this.mask;
      this.bits[bit >>> 5]! |= 1 << (bit & 31);
    }
  }

  mayHold(text: string): boolean {
    hash(text);
    for (let i = 0, at = h1; i < this.hashes; i++, at = (at + h2) >>> 0) {
      const bit = at & this.mask;
      if ((this.bits[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }
}

/** The last hash's halves (module state: a hash a text, with no array made for it). */
let h1 = 0;
let h2 = 0;

/** cyrb53's two 32-bit halves of `text`; the second made odd, so its steps visit every bit. */
function hash(text: string): void {
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 2654435761);
    b = Math.imul(b ^ c, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507);
  a ^= Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507);
  b ^= Math.imul(a ^ (a >>> 13), 3266489909);
  h1 = a >>> 0;
  h2 = (b | 1) >>> 0;
}
