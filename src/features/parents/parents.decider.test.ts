import { describe, it } from 'vitest';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import { parentDecider, type ParentCommand } from './parents.decider.js';
import type { ParentEvent } from './parents.events.js';

const spec = deciderSpec(parentDecider);
const at = '2026-11-21T12:00:00.000Z';
const file = { contentType: 'image/jpeg', size: 10, sha256: 'b'.repeat(64), fileName: null };
const photo: ParentEvent = {
  type: 'ParentPhotoUploaded',
  data: { parentId: 'p1', ...file, uploadedAt: at },
};
const update = (fullName: string, email = 'p@example.com'): ParentCommand => ({
  type: 'UpdateParentProfile',
  parentId: 'p1',
  fullName,
  email,
  multipleChildren: true,
  specialConsiderations: ' Allergic to nuts ',
  at,
});
const message = 'Please upload a profile picture, provide your full name, and email.';

describe('parent decider', () => {
  it('records the photo on the parent', () =>
    spec.given([]).when({ type: 'RecordParentPhoto', parentId: 'p1', file, at }).then([photo]));
  it('needs a photo, a name and an email', () => {
    spec.given([]).when(update('Paula')).thenThrows(message);
    spec.given([photo]).when(update('')).thenThrows(message);
    spec.given([photo]).when(update('Paula', '')).thenThrows(message);
  });
  it('saves the profile, trimmed', () =>
    spec
      .given([photo])
      .when(update(' Paula '))
      .then([
        {
          type: 'ParentProfileUpdated',
          data: {
            parentId: 'p1',
            fullName: 'Paula',
            multipleChildren: true,
            specialConsiderations: 'Allergic to nuts',
            updatedAt: at,
          },
        },
      ]));
});
