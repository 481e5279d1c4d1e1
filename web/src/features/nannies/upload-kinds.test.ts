import { describe, expect, it } from 'vitest';
import { uploadKinds } from './upload-kinds';

describe('upload kinds', () => {
  it('take photos for the profile picture and documents for the rest', () => {
    expect(uploadKinds['profile-photo'].types).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    for (const kind of [
      'rbt-certification',
      'photo-id',
      'background-check',
      'cpr-first-aid',
    ] as const) {
      expect(uploadKinds[kind].types).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    }
  });
});
