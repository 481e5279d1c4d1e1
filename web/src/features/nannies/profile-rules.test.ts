import { describe, expect, it } from 'vitest';
import { nannyMessages } from './nanny-messages';
import { profileProblem } from './profile-rules';

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
