import { describe, expect, it } from 'vitest';
import {
  agreed,
  approved,
  at,
  nannyId,
  nannySpec,
  pdfFile,
} from '../../../../test/helpers/nanny-givens.js';
import { NotStreamOwnerError } from '../../../infra/domain/errors.js';
import {
  RADIUS_MESSAGE,
  UNKNOWN_LANGUAGE_MESSAGE,
  UNKNOWN_NEED_MESSAGE,
  ZIP_MESSAGE,
} from '../../../shared/directory-search.js';
import { AGREE_FIRST_MESSAGE, nannyDecider, type NannyCommand } from '../nannies.decider.js';
import { nannyStreamId, type NannyEvent } from '../nannies.events.js';
import {
  CPR_VALID_UNTIL_MESSAGE,
  NO_CPR_TO_REVIEW_MESSAGE,
  yearsAfter,
} from './search-profile.rules.js';

const today = '2026-11-21';
const cprUploaded: NannyEvent = { type: 'CprFirstAidUploaded', data: { nannyId, ...pdfFile } };
const place = {
  zip: '10001',
  city: 'New York',
  state: 'NY',
  latitude: 40.75,
  longitude: -73.99,
  timeZone: 'America/New_York',
};
const area = (radiusMiles: number, p: typeof place | null = place): NannyCommand => ({
  type: 'SetServiceArea',
  nannyId,
  place: p,
  radiusMiles,
  at,
});
const experience = (needs: string[], languages: string[]): NannyCommand => ({
  type: 'SetExperience',
  nannyId,
  needs,
  languages,
  at,
});
const verify = (validUntil: string): NannyCommand => ({
  type: 'VerifyCprFirstAid',
  nannyId,
  validUntil,
  today,
  at,
});
const reject = (reason: string): NannyCommand => ({
  type: 'RejectCprFirstAid',
  nannyId,
  reason,
  at,
});

describe('service area', () => {
  it('records her ZIP place and radius', () =>
    nannySpec
      .given([agreed])
      .when(area(10))
      .then([
        {
          type: 'NannyServiceAreaSet',
          data: { nannyId, ...place, radiusMiles: 10, setAt: at },
        },
      ]));

  it('takes effect at once for an approved nanny (no review)', () =>
    nannySpec
      .given([agreed, approved])
      .when(area(50))
      .then([
        { type: 'NannyServiceAreaSet', data: { nannyId, ...place, radiusMiles: 50, setAt: at } },
      ]));

  it('refuses a ZIP the data does not know', () =>
    nannySpec.given([agreed]).when(area(10, null)).thenThrows(ZIP_MESSAGE));

  it.each([4, 51, 0, -5, 15.5, Number.NaN])('refuses a radius of %s miles', (miles) =>
    nannySpec.given([agreed]).when(area(miles)).thenThrows(RADIUS_MESSAGE),
  );

  it('accepts the bounds 5 and 50', () => {
    for (const miles of [5, 50]) {
      expect(nannyDecider.decide(area(miles), stateOf([agreed]), nannyStreamId(nannyId))).toEqual([
        expect.objectContaining({ type: 'NannyServiceAreaSet' }),
      ]);
    }
  });

  it('needs the agreement first', () =>
    nannySpec.given([]).when(area(10)).thenThrows(AGREE_FIRST_MESSAGE));

  it("refuses to set another nanny's area", () =>
    nannySpec
      .given([agreed])
      .when({ ...area(10), nannyId: 'n2' })
      .thenThrows(NotStreamOwnerError));
});

describe('experience', () => {
  it('records needs and languages from the lists, each once', () =>
    nannySpec
      .given([agreed])
      .when(experience(['autism', 'adhd', 'autism'], ['en', 'ase', 'en']))
      .then([
        {
          type: 'NannyExperienceSet',
          data: { nannyId, needs: ['autism', 'adhd'], languages: ['en', 'ase'], setAt: at },
        },
      ]));

  it('accepts clearing both lists', () =>
    nannySpec
      .given([agreed, approved])
      .when(experience([], []))
      .then([
        { type: 'NannyExperienceSet', data: { nannyId, needs: [], languages: [], setAt: at } },
      ]));

  it('refuses a need not on the list', () =>
    nannySpec
      .given([agreed])
      .when(experience(['autism', 'juggling'], []))
      .thenThrows(UNKNOWN_NEED_MESSAGE));

  it('refuses a language not on the list', () =>
    nannySpec
      .given([agreed])
      .when(experience([], ['klingon']))
      .thenThrows(UNKNOWN_LANGUAGE_MESSAGE));

  it("refuses to set another nanny's experience", () =>
    nannySpec
      .given([agreed])
      .when({ ...experience([], []), nannyId: 'n2' })
      .thenThrows(NotStreamOwnerError));
});

describe('CPR / First Aid review', () => {
  it('verifies an uploaded card through the date the operator read', () =>
    nannySpec
      .given([agreed, cprUploaded])
      .when(verify('2028-05-31'))
      .then([
        {
          type: 'CprFirstAidVerified',
          data: { nannyId, validUntil: '2028-05-31', verifiedAt: at },
        },
      ]));

  it('accepts today and exactly three years ahead', () => {
    nannySpec
      .given([agreed, cprUploaded])
      .when(verify(today))
      .then([
        { type: 'CprFirstAidVerified', data: { nannyId, validUntil: today, verifiedAt: at } },
      ]);
    nannySpec
      .given([agreed, cprUploaded])
      .when(verify('2029-11-21'))
      .then([
        {
          type: 'CprFirstAidVerified',
          data: { nannyId, validUntil: '2029-11-21', verifiedAt: at },
        },
      ]);
  });

  it.each(['2026-11-20', '2029-11-22', '2027-02-30', '2027-13-01', '', 'soon', '2027-6-1'])(
    'refuses the valid-until date %j',
    (date) =>
      nannySpec.given([agreed, cprUploaded]).when(verify(date)).thenThrows(CPR_VALID_UNTIL_MESSAGE),
  );

  it('rejects an uploaded card with a reason', () =>
    nannySpec
      .given([agreed, cprUploaded])
      .when(reject('  Card expired.  '))
      .then([
        { type: 'CprFirstAidRejected', data: { nannyId, reason: 'Card expired.', rejectedAt: at } },
      ]));

  it('refuses a rejection without a reason, or with a reason over 500 characters', () => {
    nannySpec
      .given([agreed, cprUploaded])
      .when(reject('  '))
      .thenThrows('Please give a reason for the rejection.');
    nannySpec
      .given([agreed, cprUploaded])
      .when(reject('x'.repeat(501)))
      .thenThrows('Please keep the reason to 500 characters.');
  });

  it('decides only a card waiting for review', () => {
    nannySpec.given([agreed]).when(verify('2027-01-01')).thenThrows(NO_CPR_TO_REVIEW_MESSAGE);
    nannySpec.given([agreed]).when(reject('No.')).thenThrows(NO_CPR_TO_REVIEW_MESSAGE);
    const verified: NannyEvent = {
      type: 'CprFirstAidVerified',
      data: { nannyId, validUntil: '2027-01-01', verifiedAt: at },
    };
    nannySpec
      .given([agreed, cprUploaded, verified])
      .when(reject('No.'))
      .thenThrows(NO_CPR_TO_REVIEW_MESSAGE);
    const rejected: NannyEvent = {
      type: 'CprFirstAidRejected',
      data: { nannyId, reason: 'No.', rejectedAt: at },
    };
    nannySpec
      .given([agreed, cprUploaded, rejected])
      .when(verify('2027-01-01'))
      .thenThrows(NO_CPR_TO_REVIEW_MESSAGE);
  });

  it('reviews a new card uploaded after a decision', () =>
    nannySpec
      .given([
        agreed,
        cprUploaded,
        { type: 'CprFirstAidRejected', data: { nannyId, reason: 'No.', rejectedAt: at } },
        cprUploaded,
      ])
      .when(verify('2027-01-01'))
      .then([
        {
          type: 'CprFirstAidVerified',
          data: { nannyId, validUntil: '2027-01-01', verifiedAt: at },
        },
      ]));

  it("refuses a decision on another nanny's card", () => {
    nannySpec
      .given([agreed, cprUploaded])
      .when({ ...verify('2027-01-01'), nannyId: 'n2' })
      .thenThrows(NotStreamOwnerError);
    nannySpec
      .given([agreed, cprUploaded])
      .when({ ...reject('No.'), nannyId: 'n2' })
      .thenThrows(NotStreamOwnerError);
  });

  it('counts years by the calendar (29 February becomes 28 February)', () => {
    expect(yearsAfter('2026-11-21', 3)).toBe('2029-11-21');
    expect(yearsAfter('2028-02-29', 3)).toBe('2031-02-28');
    expect(yearsAfter('2027-12-31', 3)).toBe('2030-12-31');
  });
});

function stateOf(events: NannyEvent[]) {
  return events.reduce((s, e) => nannyDecider.evolve(s, e), nannyDecider.initialState());
}
