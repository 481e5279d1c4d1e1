import { REASON_TOO_LONG_MESSAGE, REASON_MAX_LENGTH } from '../../../shared/booking-times.js';
import {
  isLanguage,
  isNeed,
  radiusProblem,
  UNKNOWN_LANGUAGE_MESSAGE,
  UNKNOWN_NEED_MESSAGE,
  ZIP_MESSAGE,
} from '../../../shared/directory-search.js';
import { validUntilProblem } from '../../../shared/cpr-first-aid.js';
import { conflictError, validationError } from '../../../infra/domain/errors.js';
import type { NannyEvent } from '../nannies.events.js';
import { rejectionReason } from '../review/profile-changes.rules.js';

// What parents search a nanny by (docs/product.md, Directory): her area, her experience and her
// CPR / First Aid. Area and experience are fixed data (a ZIP, a radius, ids from fixed lists), so
// they take effect at once, also for an approved nanny; only name, bio and photo wait for review.

export const NO_CPR_TO_REVIEW_MESSAGE = 'There is no CPR / First Aid card waiting for review.';
// The console checks the date before sending, so the rule lives in src/shared.
export {
  CPR_MAX_YEARS_AHEAD,
  CPR_VALID_UNTIL_MESSAGE,
  yearsAfter,
} from '../../../shared/cpr-first-aid.js';

/** A ZIP code's place as the ZIP data gives it (resolved by the route, a fact from outside). */
export interface ZipPlaceFact {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export type SearchProfileCommand =
  | {
      type: 'SetServiceArea';
      nannyId: string;
      /** The place of the ZIP she typed, or null when the ZIP data does not know it. */
      place: ZipPlaceFact | null;
      radiusMiles: number;
      at: string;
    }
  | { type: 'SetExperience'; nannyId: string; needs: string[]; languages: string[]; at: string }
  | {
      type: 'VerifyCprFirstAid';
      nannyId: string;
      validUntil: string;
      /** Today in the platform's time zone (YYYY-MM-DD). */
      today: string;
      at: string;
    }
  | { type: 'RejectCprFirstAid'; nannyId: string; reason: string; at: string };

export type CprStatus = 'none' | 'pending' | 'verified' | 'rejected';

export interface SearchProfileState {
  cprFirstAid: CprStatus;
}

/** The nanny's own commands; she must have agreed to the policy first (the decider checks). */
export function decideSearchProfile(
  command: Extract<SearchProfileCommand, { type: 'SetServiceArea' | 'SetExperience' }>,
): NannyEvent[] {
  if (command.type === 'SetServiceArea') return setServiceArea(command);
  return setExperience(command);
}

function setServiceArea(
  command: Extract<SearchProfileCommand, { type: 'SetServiceArea' }>,
): NannyEvent[] {
  const { nannyId, place, radiusMiles, at } = command;
  if (place === null) throw validationError(ZIP_MESSAGE);
  const problem = radiusProblem(radiusMiles);
  if (problem) throw validationError(problem);
  const { zip, city, state, latitude, longitude, timeZone } = place;
  return [
    {
      type: 'NannyServiceAreaSet',
      data: { nannyId, zip, city, state, latitude, longitude, timeZone, radiusMiles, setAt: at },
    },
  ];
}

function setExperience(
  command: Extract<SearchProfileCommand, { type: 'SetExperience' }>,
): NannyEvent[] {
  if (!command.needs.every(isNeed)) throw validationError(UNKNOWN_NEED_MESSAGE);
  if (!command.languages.every(isLanguage)) throw validationError(UNKNOWN_LANGUAGE_MESSAGE);
  return [
    {
      type: 'NannyExperienceSet',
      data: {
        nannyId: command.nannyId,
        needs: [...new Set(command.needs)],
        languages: [...new Set(command.languages)],
        setAt: command.at,
      },
    },
  ];
}

/** Operators' decisions on her card; it must be uploaded and waiting for review. */
export function decideCprReview(
  command: Extract<SearchProfileCommand, { type: 'VerifyCprFirstAid' | 'RejectCprFirstAid' }>,
  state: SearchProfileState,
  /** The version decided on, when the card's upload named one. */
  version: { uploadId?: string } = {},
): NannyEvent[] {
  const { nannyId, at } = command;
  if (command.type === 'VerifyCprFirstAid') {
    const { validUntil, today } = command;
    const problem = validUntilProblem(validUntil, today);
    if (problem) throw validationError(problem);
    if (state.cprFirstAid !== 'pending') throw conflictError(NO_CPR_TO_REVIEW_MESSAGE);
    return [
      { type: 'CprFirstAidVerified', data: { nannyId, validUntil, verifiedAt: at, ...version } },
    ];
  }
  const reason = rejectionReason(command.reason);
  if (reason.length > REASON_MAX_LENGTH) throw validationError(REASON_TOO_LONG_MESSAGE);
  if (state.cprFirstAid !== 'pending') throw conflictError(NO_CPR_TO_REVIEW_MESSAGE);
  return [{ type: 'CprFirstAidRejected', data: { nannyId, reason, rejectedAt: at, ...version } }];
}

/** How her CPR / First Aid review moves with each event (other events leave it). */
export function evolveCpr(status: CprStatus, event: NannyEvent): CprStatus {
  switch (event.type) {
    case 'CprFirstAidUploaded':
      return 'pending';
    case 'CprFirstAidVerified':
      return 'verified';
    case 'CprFirstAidRejected':
      return 'rejected';
    default:
      return status;
  }
}
