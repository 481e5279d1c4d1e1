import { describe, expect, it } from 'vitest';
import { PARENT_WAIT_MESSAGE } from '../../shared/recorded-hours.js';
import { bookingMail, type MailFacts } from './bookings-mail.templates.js';

// The "please confirm the hours" email: it names the automatic confirmation only when there is
// one. Hours more than 30 minutes longer than booked wait for the parent.
const facts = (actualEndTime: string, actualMinutes: number): MailFacts => ({
  bookingId: 'b1',
  date: '2026-12-01',
  startTime: '09:00',
  endTime: '10:00',
  children: 1,
  note: '',
  sessionNote: null,
  planUnread: false,
  reason: null,
  late: false,
  cancelledBy: null,
  expiresAt: new Date('2026-11-23T12:00:00Z'),
  confirmBy: new Date('2026-12-03T20:00:00Z'),
  timeZone: 'America/New_York',
  parentZone: 'America/New_York',
  nannyZone: 'America/New_York',
  minutes: 60,
  actualMinutes,
  actualStartTime: '09:00',
  actualEndTime,
  parentName: 'Paula Parent',
  parentEmail: 'paula@example.com',
  nannyName: 'Bea Bookable',
  nannyEmail: 'bea@example.com',
  contactsShared: true,
});
const mailOf = (f: MailFacts) =>
  bookingMail('SessionCompleted', 'parent', f, 'https://rbt.example').text;

describe('security item 16: the email asking the parent to confirm recorded hours', () => {
  it('hours up to 30 minutes longer than booked: it says when they confirm themselves', () => {
    const text = mailOf(facts('10:30', 90));
    expect(text).toContain(
      'If you do neither, they are confirmed automatically on Thursday, December 3, 3:00 PM.',
    );
    expect(text).not.toContain(PARENT_WAIT_MESSAGE);
  });

  it('hours more than 30 minutes longer: it says they wait for her, never that they confirm', () => {
    const text = mailOf(facts('10:45', 105));
    expect(text).toContain(PARENT_WAIT_MESSAGE);
    expect(text).not.toContain('confirmed automatically on');
  });
});
