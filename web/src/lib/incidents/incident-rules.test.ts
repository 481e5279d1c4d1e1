import { describe, expect, it } from 'vitest';
import {
  canReportIssue,
  categoryLabel,
  hasReported,
  mayHaveIssues,
  outcomeText,
  reporterName,
} from './incident-rules';
import type { BookingStatus } from '@shared/booking-times';
import type { IncidentView } from './incident-view';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = Date.parse('2026-03-03T14:00:00.000Z');
const booking = (status: BookingStatus) => ({
  status,
  startsAt: new Date(start).toISOString(),
  endsAt: new Date(start + 3 * HOUR).toISOString(),
});
const end = start + 3 * HOUR;

describe('when an issue may be reported', () => {
  it('opens at the start of an accepted booking', () => {
    expect(canReportIssue(booking('accepted'), start - 1)).toBe(false);
    expect(canReportIssue(booking('accepted'), start)).toBe(true);
  });

  it('stays open until 7 days after the booked end', () => {
    expect(canReportIssue(booking('confirmed'), end + 7 * DAY)).toBe(true);
    expect(canReportIssue(booking('confirmed'), end + 7 * DAY + 1)).toBe(false);
  });

  it('takes every status of a booking that was accepted, and no other', () => {
    for (const status of ['accepted', 'completed', 'disputed', 'confirmed', 'no_show'] as const) {
      expect(canReportIssue(booking(status), end)).toBe(true);
    }
    for (const status of ['pending', 'declined', 'expired', 'cancelled'] as const) {
      expect(canReportIssue(booking(status), end)).toBe(false);
    }
  });

  it('keeps the reports of an older session within reach after the window', () => {
    expect(mayHaveIssues(booking('confirmed'), end + 30 * DAY)).toBe(true);
    expect(mayHaveIssues(booking('accepted'), start - 1)).toBe(false);
    expect(mayHaveIssues(booking('cancelled'), end)).toBe(false);
  });
});

const incident = (fields: Partial<IncidentView>) =>
  ({
    mine: false,
    reportedBy: 'parent',
    nannyName: 'Nora Quinn',
    parentName: null,
    ...fields,
  }) as IncidentView;

describe('a report as a party reads it', () => {
  it('names who reported it', () => {
    expect(reporterName(incident({ mine: true }))).toBe('You');
    expect(reporterName(incident({ reportedBy: 'nanny' }))).toBe('Nora Quinn');
    expect(reporterName(incident({ parentName: 'Paula Park' }))).toBe('Paula Park');
    expect(reporterName(incident({}))).toBe('The parent');
  });

  it('says the category and the outcome in words', () => {
    expect(categoryLabel('late_arrival')).toBe('Late arrival');
    expect(categoryLabel('new_kind')).toBe('new kind');
    expect(outcomeText('open')).toBe('Waiting for our team to review it.');
    expect(outcomeText('significant')).toBe('Our team judged this issue significant.');
  });

  it('offers the form once per person', () => {
    expect(hasReported([incident({})])).toBe(false);
    expect(hasReported([incident({}), incident({ mine: true })])).toBe(true);
  });
});
