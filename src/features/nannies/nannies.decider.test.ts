import { describe, it } from 'vitest';
import { NotStreamOwnerError } from '../../infra/domain/errors.js';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import { defaultWeek } from './availability/availability.rules.js';
import { nannyDecider, type NannyCommand } from './nannies.decider.js';
import { nannyStreamId, type NannyEvent } from './nannies.events.js';
import { hiddenCharactersMessage } from '../../shared/plain-text.js';

const spec = deciderSpec(nannyDecider, nannyStreamId('n1'));
const at = '2026-11-21T12:00:00.000Z';
const nannyId = 'n1';
const agreed: NannyEvent = {
  type: 'PaymentPolicyAgreed',
  data: { nannyId, policyVersion: '2025-03', agreedAt: at },
};
const file = {
  contentType: 'image/jpeg',
  size: 100,
  sha256: 'a'.repeat(64),
  fileName: 'me.jpg',
  storageKey: 'backgroundChecks/n1',
};
const photo: NannyEvent = {
  type: 'ProfilePhotoUploaded',
  data: { nannyId, ...file, uploadedAt: at },
};
const day = (entryId: string, date: string, startTime: string, endTime: string): NannyEvent => ({
  type: 'SingleDayAvailabilityAdded',
  data: { nannyId, entryId, date, startTime, endTime, addedAt: at },
});
const addDay = (date: string, startTime: string, endTime: string): NannyCommand => ({
  type: 'AddSingleDayAvailability',
  nannyId,
  entryId: 'e-new',
  date,
  startTime,
  endTime,
  today: '2026-11-21',
  lastDate: '2027-11-21',
  at,
});
const profile = (fullName: string, bio: string, email = 'n@example.com'): NannyCommand => ({
  type: 'UpdateProfile',
  nannyId,
  changeId: 'c1',
  fullName,
  bio,
  email,
  at,
});

describe('nanny decider', () => {
  it('security item 1: mass assignment — refuses her commands about another nanny', () => {
    const other = 'n2';
    const commands: NannyCommand[] = [
      { type: 'AgreeToPaymentPolicy', nannyId: other, at },
      { ...profile('Nora', 'Bio'), nannyId: other },
      { type: 'RecordDocumentUpload', nannyId: other, changeId: 'c1', kind: 'photo-id', file, at },
      { type: 'SetWeeklyAvailability', nannyId: other, week: defaultWeek(), at },
      { ...addDay('2026-12-01', '09:00', '10:00'), nannyId: other },
      { type: 'RemoveSingleDayAvailability', nannyId: other, entryId: 'e1', at },
    ];
    const history = [agreed, photo, day('e1', '2026-12-01', '11:00', '12:00')];
    for (const command of commands) {
      spec.given(history).when(command).thenThrows(NotStreamOwnerError);
    }
  });

  it('records the agreement once', () => {
    spec.given([]).when({ type: 'AgreeToPaymentPolicy', nannyId, at }).then([agreed]);
    spec.given([agreed]).when({ type: 'AgreeToPaymentPolicy', nannyId, at }).then([]);
  });

  it('refuses everything else until the nanny agrees', () =>
    spec
      .given([])
      .when({ type: 'SetWeeklyAvailability', nannyId, week: defaultWeek(), at })
      .thenThrows('Please agree to the terms and payment policy first.'));

  it('needs a photo, a name, a bio and an email to save the profile', () => {
    const message =
      'Please upload a profile picture, complete your bio, and provide an email before approval.';
    spec.given([agreed]).when(profile('Nora', 'Bio')).thenThrows(message);
    spec.given([agreed, photo]).when(profile(' ', 'Bio')).thenThrows(message);
    spec.given([agreed, photo]).when(profile('Nora', '')).thenThrows(message);
    spec
      .given([agreed, photo])
      .when(profile('Nora', 'Bio', ''))
      .thenThrows(message);
    spec
      .given([agreed, photo])
      .when(profile(' Nora ', ' Loves kids '))
      .then([
        {
          type: 'NannyProfileUpdated',
          data: { nannyId, fullName: 'Nora', bio: 'Loves kids', updatedAt: at },
        },
      ]);
  });

  it('records each document upload as its own fact', () =>
    spec
      .given([agreed])
      .when({
        type: 'RecordDocumentUpload',
        nannyId,
        changeId: 'c1',
        kind: 'background-check',
        file,
        at,
      })
      .then([{ type: 'BackgroundCheckUploaded', data: { nannyId, ...file, uploadedAt: at } }]));

  it('refuses a week whose ticked day ends before it starts', () => {
    const week = {
      ...defaultWeek(),
      monday: { available: true, startTime: '12:00', endTime: '11:45' },
    };
    spec
      .given([agreed])
      .when({ type: 'SetWeeklyAvailability', nannyId, week, at })
      .thenThrows('End time must be after start time.');
  });

  // Found by the API fuzzer (test/fuzz/api-fuzz.int.test.ts): such a week passed the rules and then
  // failed the event's schema on append, answering 500.
  it('refuses a week whose unticked day keeps something that is not a time', () => {
    const week = {
      ...defaultWeek(),
      tuesday: { available: false, startTime: '4wK', endTime: '' },
    };
    spec
      .given([agreed])
      .when({ type: 'SetWeeklyAvailability', nannyId, week, at })
      .thenThrows('Please enter times as HH:MM.');
  });

  it('adds a single day, refusing empty, past, impossible and overlapping ones', () => {
    spec
      .given([agreed])
      .when(addDay('2026-12-01', '09:00', '10:00'))
      .then([day('e-new', '2026-12-01', '09:00', '10:00')]);
    spec
      .given([agreed])
      .when(addDay('', '09:00', '10:00'))
      .thenThrows('Please select a date and time range.');
    spec
      .given([agreed])
      .when(addDay('2026-11-20', '09:00', '10:00'))
      .thenThrows('Please choose a date that is not in the past.');
    spec
      .given([agreed])
      .when(addDay('2026-13-01', '09:00', '10:00'))
      .thenThrows('Please choose a valid date.');
    spec
      .given([agreed])
      .when(addDay('2026-12-01', '10:00', '09:00'))
      .thenThrows('End time must be after start time.');
    spec
      .given([agreed, day('e1', '2026-12-01', '09:00', '12:00')])
      .when(addDay('2026-12-01', '11:45', '13:00'))
      .thenThrows(/overlaps/);
  });

  it('refuses a single day further ahead than a booking can reach (the booking horizon)', () => {
    spec
      .given([agreed])
      .when(addDay('2027-11-21', '09:00', '10:00'))
      .then([day('e-new', '2027-11-21', '09:00', '10:00')]);
    spec
      .given([agreed])
      .when(addDay('2027-11-22', '09:00', '10:00'))
      .thenThrows(
        'Bookings open up to a year ahead. Please choose a date on or before November 21, 2027.',
      );
    spec
      .given([agreed])
      .when(addDay('9999-12-31', '09:00', '10:00'))
      .thenThrows(/up to a year ahead/);
  });

  it('lets back-to-back times on the same day through', () =>
    spec
      .given([agreed, day('e1', '2026-12-01', '09:00', '12:00')])
      .when(addDay('2026-12-01', '12:00', '13:00'))
      .then([day('e-new', '2026-12-01', '12:00', '13:00')]));

  it('removes a single day once', () => {
    const removed: NannyEvent = {
      type: 'SingleDayAvailabilityRemoved',
      data: { nannyId, entryId: 'e1', removedAt: at },
    };
    const added = day('e1', '2026-12-01', '09:00', '12:00');
    spec
      .given([agreed, added])
      .when({ type: 'RemoveSingleDayAvailability', nannyId, entryId: 'e1', at })
      .then([removed]);
    spec
      .given([agreed, added, removed])
      .when({ type: 'RemoveSingleDayAvailability', nannyId, entryId: 'e1', at })
      .thenThrows(/already removed/);
  });
});

describe('security item 10: hidden characters in what parents read', () => {
  it('security item 10: refuses a name or bio with bidirectional or control characters', () => {
    spec
      .given([agreed, photo])
      .when(profile('Nora\u202E', 'Kind'))
      .thenThrows(hiddenCharactersMessage('Full name'));
    spec
      .given([agreed, photo])
      .when(profile('Nora', 'Kind\u2066'))
      .thenThrows(hiddenCharactersMessage('Bio'));
    spec
      .given([agreed, photo])
      .when(profile('Nora\tN', 'Kind'))
      .thenThrows(hiddenCharactersMessage('Full name'));
  });
});
