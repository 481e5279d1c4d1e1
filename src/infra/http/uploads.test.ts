import { describe, expect, it } from 'vitest';
import { displayName } from './uploads.js';

describe('display names of uploads', () => {
  it('keeps only the last path segment, without control characters', () => {
    expect(displayName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(displayName('C:\\Users\\nora\\cert.pdf')).toBe('cert.pdf');
    expect(displayName('na\u0000me\n.pdf')).toBe('name.pdf');
  });

  it('gives null for nothing useful, and caps the length', () => {
    for (const raw of [undefined, '', '..', '/', '  ']) expect(displayName(raw)).toBeNull();
    expect(displayName('a'.repeat(300))).toHaveLength(120);
  });
});
