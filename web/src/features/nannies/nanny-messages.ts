// The exact texts of PRODUCT.md's nanny dashboard, in one place for the forms and their tests;
// the availability rules' own texts are the server's (src/shared/availability-rules.ts).
import { AVAILABILITY_MESSAGES } from '@shared/availability-rules';

export const nannyMessages = {
  agreementFailed: 'Failed to save agreement.',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile.',
  profileIncomplete:
    'Please upload a profile picture, complete your bio, and provide an email before approval.',
  weeklySaved: 'Weekly availability saved successfully!',
  weeklySaveFailed: 'Failed to save weekly availability.',
  addFailed: 'Failed to add availability.',
  removeFailed: 'Failed to remove availability.',
  singleDayIncomplete: AVAILABILITY_MESSAGES.dateAndRange,
  endBeforeStart: AVAILABILITY_MESSAGES.endBeforeStart,
  notQuarterHour: AVAILABILITY_MESSAGES.notQuarterHour,
  pastDate: AVAILABILITY_MESSAGES.pastDate,
  noSingleDays: 'No single-day availability set.',
} as const;

/** Not in PRODUCT.md: a ticked day whose time was cleared. */
export const weeklyTimesMissing = 'Please set a start and end time for each day you tick.';

/** Not in PRODUCT.md: an approved nanny's changes wait for an operator (security item 3). */
export const profileChangeMessages = {
  pending: 'Your changes are waiting for review. Parents see your approved profile until then.',
  rejected: 'Your last changes were not approved. Parents still see your approved profile.',
  reasonPrefix: 'Reason:',
} as const;
