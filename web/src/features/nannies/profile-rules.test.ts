import { describe, expect, it } from 'vitest';
import { nannyMessages } from './nanny-messages';
import { profileProblem } from './profile-rules';
import { hiddenCharactersMessage } from '@shared/plain-text';

const photo = { url: '/p', contentType: 'image/png', uploadedAt: '2026-01-01', fileName: null };
const profile = { profilePhoto: photo, email: 'nora@example.com' };
const changes = { fullName: 'Nora Tester', bio: 'I love reading with children.' };

describe('saving the profile', () => {
  it('needs a photo, a name, a bio and an email', () => {
    expect(profileProblem(profile, changes)).toBeNull();
    for (const [who, what] of [
      [{ ...profile, profilePhoto: null }, changes],
      [{ ...profile, email: '' }, changes],
      [profile, { ...changes, fullName: '  ' }],
      [profile, { ...changes, bio: '' }],
    ] as const) {
      expect(profileProblem(who, what)).toBe(nannyMessages.profileIncomplete);
    }
  });
});

describe('security item 10: the profile form refuses hidden characters before sending', () => {
  it('security item 10: in the name and the bio, with the server message', () => {
    expect(profileProblem(profile, { ...changes, fullName: 'Nora\u200F' })).toBe(
      hiddenCharactersMessage('Full name'),
    );
    expect(profileProblem(profile, { ...changes, bio: 'Call \u202E321' })).toBe(
      hiddenCharactersMessage('Bio'),
    );
  });
});
