import { describe, it } from 'vitest';
import { NotStreamOwnerError } from '../../infra/domain/errors.js';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import { parentDecider, type ParentCommand } from './parents.decider.js';
import { parentStreamId, type ParentEvent } from './parents.events.js';
import { hiddenCharactersMessage } from '../../shared/plain-text.js';

const spec = deciderSpec(parentDecider, parentStreamId('p1'));
const at = '2026-11-21T12:00:00.000Z';
const file = {
  contentType: 'image/jpeg',
  size: 10,
  sha256: 'b'.repeat(64),
  fileName: null,
  storageKey: 'parentPhotos/p1',
};
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
  it('security item 1: mass assignment — refuses a command about another parent', () => {
    spec
      .given([photo])
      .when({ ...update('Paula'), parentId: 'p2' })
      .thenThrows(NotStreamOwnerError);
    spec
      .given([photo])
      .when({ type: 'RecordParentPhoto', parentId: 'p2', file, at })
      .thenThrows(NotStreamOwnerError);
  });
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

describe('security item 10: hidden characters in what others read', () => {
  it('security item 10: refuses a full name or special considerations with them', () => {
    spec
      .given([photo])
      .when(update('Paula\u200F'))
      .thenThrows(hiddenCharactersMessage('Full name'));
    spec
      .given([photo])
      .when({ ...update('Paula'), specialConsiderations: 'Nuts\u202E' } as ParentCommand)
      .thenThrows(hiddenCharactersMessage('Special considerations'));
  });
});

describe('home ZIP', () => {
  const place = {
    zip: '10002',
    city: 'New York',
    state: 'NY',
    latitude: 40.71,
    longitude: -73.98,
    timeZone: 'America/New_York',
  };
  it('records her ZIP place and its time zone', () =>
    spec
      .given([])
      .when({ type: 'SetHomeZip', parentId: 'p1', place, at })
      .then([{ type: 'ParentHomeZipSet', data: { parentId: 'p1', ...place, setAt: at } }]));
  it('refuses a ZIP the data does not know', () =>
    spec
      .given([])
      .when({ type: 'SetHomeZip', parentId: 'p1', place: null, at })
      .thenThrows('Please enter a valid US ZIP code.'));
  it("refuses to set another parent's ZIP", () =>
    spec
      .given([])
      .when({ type: 'SetHomeZip', parentId: 'p2', place, at })
      .thenThrows(NotStreamOwnerError));
});
