import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../infra/event-store/event-types.js';
import { shownToHer, type Facts } from './export-events.js';

const ME = 'me';
const event = (streamType: string, type: string, data: object): RecordedEvent => ({
  type,
  data,
  position: 1,
  streamId: `${streamType}-x`,
  streamType,
  version: 1,
  schemaVersion: 1,
  metadata: {},
  recordedAt: new Date(0),
  transactionId: '1',
});
const facts: Facts = {
  bookingStatus: new Map([
    ['live', 'pending'],
    ['declined', 'declined'],
  ]),
  contactsShared: new Map([
    ['shared', true],
    ['masked', false],
  ]),
  bookingContactsShared: new Map([
    ['live', false],
    ['declined', false],
    ['accepted', true],
  ]),
};
const asNanny = { accountId: ME, role: 'nanny' as const };
const asParent = { accountId: ME, role: 'parent' as const };

describe('what of an event naming her she may see in her copy', () => {
  it("hides the family's name from the nanny once the app hides it", () => {
    const requested = (bookingId: string) =>
      event('booking', 'BookingRequested', { bookingId, parentName: 'Pat', nannyId: ME });
    expect(shownToHer(requested('live'), asNanny, facts)).toMatchObject({ parentName: 'Pat' });
    expect(shownToHer(requested('declined'), asNanny, facts)).toMatchObject({ parentName: null });
  });

  it("masks the other's contact details until a booking is accepted, never her own", () => {
    const sent = (conversationId: string, senderId: string) =>
      event('conversation', 'MessageSent', { conversationId, senderId, text: 'Call 555-867-5309' });
    expect(shownToHer(sent('masked', 'other'), asParent, facts)).toMatchObject({
      text: 'Call [hidden]',
    });
    expect(shownToHer(sent('shared', 'other'), asParent, facts)).toMatchObject({
      text: 'Call 555-867-5309',
    });
    expect(shownToHer(sent('masked', ME), asParent, facts)).toMatchObject({
      text: 'Call 555-867-5309',
    });
  });

  it("security item 12: masks the other side's note and reasons until contacts are shared, never her own", () => {
    const note = (bookingId: string) =>
      event('booking', 'BookingRequested', { bookingId, note: 'Text 555-867-5309', nannyId: ME });
    expect(shownToHer(note('live'), asNanny, facts)).toMatchObject({ note: 'Text [hidden]' });
    expect(shownToHer(note('accepted'), asNanny, facts)).toMatchObject({
      note: 'Text 555-867-5309',
    });
    expect(shownToHer(note('live'), asParent, facts)).toMatchObject({ note: 'Text 555-867-5309' });
    const declined = event('booking', 'BookingDeclined', {
      bookingId: 'declined',
      declinedBy: 'nanny',
      reason: 'Mail bea@example.com',
    });
    expect(shownToHer(declined, asParent, facts)).toMatchObject({ reason: 'Mail [hidden]' });
    expect(shownToHer(declined, asNanny, facts)).toMatchObject({ reason: 'Mail bea@example.com' });
    const cancelled = event('booking', 'BookingCancelled', {
      bookingId: 'live',
      cancelledBy: 'parent',
      reason: 'Call 555-867-5309',
    });
    expect(shownToHer(cancelled, asNanny, facts)).toMatchObject({ reason: 'Call [hidden]' });
  });

  it("leaves out another's report of her message and its decision; keeps her own report", () => {
    const reported = (reporterId: string) =>
      event('conversation', 'MessageReported', { reporterId, senderId: 'x', reason: 'rude' });
    expect(shownToHer(reported('other'), asParent, facts)).toBeUndefined();
    expect(shownToHer(reported(ME), asParent, facts)).toMatchObject({ reason: 'rude' });
    const decided = event('conversation', 'MessageReportDecided', { senderId: ME });
    expect(shownToHer(decided, asParent, facts)).toBeUndefined();
  });

  it("keeps another's incident description from her", () => {
    const incident = event('incident', 'IncidentReported', {
      reporterId: 'other',
      description: 'What happened',
    });
    expect(shownToHer(incident, asNanny, facts)).toMatchObject({ description: null });
  });

  it("leaves out anyone else's own streams that name her", () => {
    const match = event('saved-searches', 'SavedSearchMatched', { nannyId: ME, label: 'Private' });
    expect(shownToHer(match, asNanny, facts)).toBeUndefined();
  });
});
