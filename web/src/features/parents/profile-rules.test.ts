import { describe, expect, it } from 'vitest';
import { parentMessages } from './parent-messages';
import { profileProblem } from './profile-rules';
import { hiddenCharactersMessage } from '@shared/plain-text';

const photo = { url: '/p', contentType: 'image/png', uploadedAt: '2026-01-01', fileName: null };
const profile = { profilePhoto: photo, email: 'paula@example.com' };

describe('saving the parent profile', () => {
  it('needs a photo, a full name and an email', () => {
    expect(
      profileProblem(profile, { fullName: 'Paula Park', specialConsiderations: '' }),
    ).toBeNull();
    for (const [who, name] of [
      [{ ...profile, profilePhoto: null }, 'Paula Park'],
      [{ ...profile, email: ' ' }, 'Paula Park'],
      [profile, '   '],
    ] as const) {
      expect(profileProblem(who, { fullName: name, specialConsiderations: '' })).toBe(
        parentMessages.profileIncomplete,
      );
    }
  });
});

describe('security item 10: the parent form refuses hidden characters before sending', () => {
  it('security item 10: in the full name and in special considerations, with the server message', () => {
    expect(profileProblem(profile, { fullName: 'Paula\u202E', specialConsiderations: '' })).toBe(
      hiddenCharactersMessage('Full name'),
    );
    expect(
      profileProblem(profile, { fullName: 'Paula', specialConsiderations: 'Nuts\u2066' }),
    ).toBe(hiddenCharactersMessage('Special considerations'));
    expect(
      profileProblem(profile, { fullName: 'Paula', specialConsiderations: 'Line\nbreaks' }),
    ).toBeNull();
  });
});
