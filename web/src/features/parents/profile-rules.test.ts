import { describe, expect, it } from 'vitest';
import { parentMessages } from './parent-messages';
import { profileProblem } from './profile-rules';

const photo = { url: '/p', contentType: 'image/png', uploadedAt: '2026-01-01', fileName: null };
const profile = { profilePhoto: photo, email: 'paula@example.com' };

describe('saving the parent profile', () => {
  it('needs a photo, a full name and an email', () => {
    expect(profileProblem(profile, { fullName: 'Paula Park' })).toBeNull();
    for (const [who, name] of [
      [{ ...profile, profilePhoto: null }, 'Paula Park'],
      [{ ...profile, email: ' ' }, 'Paula Park'],
      [profile, '   '],
    ] as const) {
      expect(profileProblem(who, { fullName: name })).toBe(parentMessages.profileIncomplete);
    }
  });
});
