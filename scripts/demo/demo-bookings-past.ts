import { DAY, HOUR, MINUTE, type Step } from './demo-clock.js';
import type { BookingScript } from './demo-bookings.js';
import { block, OFF_PLATFORM, REPORT_REASON, reportMessage, sendMessage } from './demo-messages.js';

const hours = (start: string, end: string) => ({ startTime: start, endTime: end });

/**
 * Sessions of the last two weeks, one per way a booking ends: confirmed by the parent or
 * automatically, settled after a dispute, a no-show, cancelled late and early, declined,
 * expired, disputed and still open, and completed yesterday (waiting for the parent). Two of
 * them were checked in and out, and carry the nanny's session note. Two were reviewed.
 */
export function pastBookings(s: BookingScript): Step[] {
  let incidentToDecide = '';
  return [
    // Confirmed by the parent, with a decided incident (a late arrival, judged minor).
    ...s.booking({
      parent: 0,
      nanny: 0,
      day: -12,
      start: '09:00',
      end: '12:00',
      askedBefore: 72,
      note: 'Leo loves trains; the playground on 10th Ave is his favourite.',
      then: (b) => [
        s.byNanny(b, 0, b.startsAt - 60 * HOUR, 'accept'),
        s.byNanny(b, 0, b.startsAt - 10 * MINUTE, 'check-in'),
        s.byNanny(b, 0, b.endsAt + 5 * MINUTE, 'check-out'),
        s.byNanny(b, 0, b.endsAt + 20 * MINUTE, 'complete', hours('09:00', '12:00')),
        s.byNanny(b, 0, b.endsAt + 25 * MINUTE, 'session-note', {
          mood: 'happy',
          meals: 'Pasta and apple slices at 11:30; he finished everything.',
          toileting: 'Dry all morning; one bathroom visit before lunch.',
          activities: 'Playground on 10th Ave, then trains on the rug.',
          text: 'Leo used his words to ask for a break twice. Lovely morning.',
        }),
        s.byParent(b, 0, b.endsAt + 3 * HOUR, 'confirm-hours'),
        s.charged(b, b.endsAt + 3 * HOUR + 2 * MINUTE),
        // Both review within the 14 days: both reviews are shown from the second one on.
        s.byParent(b, 0, b.endsAt + DAY + 2 * HOUR, 'review', {
          overall: 5,
          punctuality: 4,
          communication: 5,
          carePlan: 5,
          engagement: 5,
          wouldBookAgain: true,
          comment:
            'Calm, kind and so patient with his AAC tablet. He asked for her the next morning.',
        }),
        s.byNanny(b, 0, b.endsAt + 2 * DAY, 'review', {
          respectedTime: true,
          describedNeeds: true,
        }),
        {
          at: b.endsAt + 3 * HOUR + 5 * MINUTE,
          run: async () => {
            const reported = await s.client.post(
              `/api/bookings/${b.id()}/incidents`,
              {
                category: 'late_arrival',
                description: 'Maya arrived 20 minutes late without a message; Leo was upset.',
              },
              s.parent(0),
            );
            incidentToDecide = (reported.incident as { id: string }).id;
          },
        },
        {
          at: b.endsAt + DAY,
          run: async () =>
            void (await s.client.post(
              `/api/operator/incidents/${incidentToDecide}/decide`,
              {
                significant: false,
                note: 'Subway delay, confirmed with both. Reminded Maya to message when late.',
              },
              s.operator(),
            )),
        },
      ],
    }),
    // Confirmed automatically, 48 hours after the hours were recorded.
    ...s.booking({
      parent: 1,
      nanny: 1,
      day: -10,
      start: '13:00',
      end: '17:00',
      askedBefore: 96,
      note: 'After-school care for Ava; homework first.',
      then: (b) => [
        s.byNanny(b, 1, b.startsAt - 80 * HOUR, 'accept'),
        s.byNanny(b, 1, b.endsAt + HOUR, 'complete', hours('13:00', '17:00')),
        // The deadlines confirm the hours 48 hours after they were recorded; the charge follows.
        s.charged(b, b.endsAt + 50 * HOUR),
        // Only the parent reviews: hidden from the nanny until the 14 days end.
        s.byParent(b, 1, b.endsAt + 3 * DAY, 'review', {
          overall: 4,
          punctuality: 5,
          communication: 4,
          carePlan: 4,
          engagement: 4,
          wouldBookAgain: true,
          comment: 'Homework done before play, as we asked. Ava liked her.',
        }),
      ],
    }),
    // Disputed, then settled by an operator (it ends confirmed with the settled hours).
    ...s.booking({
      parent: 2,
      nanny: 2,
      day: -9,
      start: '09:00',
      end: '13:00',
      askedBefore: 120,
      note: 'Sam’s seizure plan is in his backpack.',
      then: (b) => [
        s.byNanny(b, 2, b.startsAt - 100 * HOUR, 'accept'),
        s.byNanny(b, 2, b.endsAt + HOUR, 'complete', hours('09:00', '13:00')),
        s.byParent(b, 2, b.endsAt + 5 * HOUR, 'dispute-hours', {
          reason: 'Sofia left at 12:15, not 13:00.',
        }),
        {
          at: b.endsAt + 22 * HOUR,
          run: async () =>
            void (await s.client.post(
              `/api/operator/bookings/${b.id()}/settle`,
              { startTime: '09:00', endTime: '12:15', note: 'Both agreed on 12:15.' },
              s.operator(),
            )),
        },
      ],
    }),
    // A no-show, reported by the parent, with an open incident.
    ...s.booking({
      parent: 0,
      nanny: 2,
      day: -7,
      start: '15:00',
      end: '18:00',
      askedBefore: 70,
      note: 'Mia will be home too.',
      then: (b) => [
        s.byNanny(b, 2, b.startsAt - 50 * HOUR, 'accept'),
        s.byParent(b, 0, b.startsAt + HOUR, 'no-show', { reason: 'Nobody came and no message.' }),
        {
          at: b.startsAt + HOUR + 10 * MINUTE,
          run: async () =>
            void (await s.client.post(
              `/api/bookings/${b.id()}/incidents`,
              {
                category: 'no_show',
                description: 'Sofia never arrived and did not answer my messages.',
              },
              s.parent(0),
            )),
        },
      ],
    }),
    // Cancelled late by the parent (a late-cancellation line in the ledger).
    ...s.booking({
      parent: 1,
      nanny: 0,
      day: -6,
      start: '09:00',
      end: '12:00',
      askedBefore: 96,
      note: 'Teacher training day.',
      then: (b) => [
        s.byNanny(b, 0, b.startsAt - 72 * HOUR, 'accept'),
        s.byParent(b, 1, b.startsAt - 10 * HOUR, 'cancel', { reason: 'Ava has a fever.' }),
      ],
    }),
    // Cancelled early by the nanny.
    ...s.booking({
      parent: 0,
      nanny: 1,
      day: -4,
      start: '10:00',
      end: '13:00',
      askedBefore: 150,
      note: 'Saturday morning at the park.',
      then: (b) => [
        s.byNanny(b, 1, b.startsAt - 120 * HOUR, 'accept'),
        s.byNanny(b, 1, b.startsAt - 80 * HOUR, 'cancel', {
          reason: 'Family emergency, so sorry.',
        }),
      ],
    }),
    // Declined; the parent then asks to be paid off the platform: reported, and blocked.
    ...s.booking({
      parent: 2,
      nanny: 1,
      day: -5,
      start: '10:00',
      end: '13:00',
      askedBefore: 100,
      note: 'Could you take Sam to his speech therapy appointment?',
      then: (b) => {
        let offer = '';
        const pair = { parent: 2, nanny: 1 };
        return [
          s.byNanny(b, 1, b.startsAt - 80 * HOUR, 'decline', {
            reason: 'I am away that week, sorry!',
          }),
          sendMessage(s.world, pair, 'parent', b.startsAt - 79 * HOUR, OFF_PLATFORM, (id) => {
            offer = id;
          }),
          reportMessage(s.world, pair, b.startsAt - 78 * HOUR, () => offer, REPORT_REASON),
          block(s.world, pair, 'nanny', b.startsAt - 78 * HOUR + 2 * MINUTE),
        ];
      },
    }),
    // Expired: nobody answered within 48 hours.
    ...s.booking({
      parent: 2,
      nanny: 3,
      day: -3,
      start: '14:00',
      end: '17:00',
      askedBefore: 120,
      note: 'Could you do Tuesday afternoon?',
      then: () => [],
    }),
    // Disputed and still open in the operators' queue.
    ...s.booking({
      parent: 1,
      nanny: 1,
      day: -2,
      start: '09:00',
      end: '12:00',
      askedBefore: 110,
      note: 'Morning routine and speech homework.',
      then: (b) => [
        s.byNanny(b, 1, b.startsAt - 90 * HOUR, 'accept'),
        s.byNanny(b, 1, b.endsAt + HOUR, 'complete', hours('09:00', '12:00')),
        s.byParent(b, 1, b.endsAt + 6 * HOUR, 'dispute-hours', {
          reason: 'Grace left at 11:00; we agreed on three hours but she stayed two.',
        }),
      ],
    }),
    // Completed yesterday: the parent has 48 hours to confirm or dispute.
    ...s.booking({
      parent: 0,
      nanny: 0,
      day: -1,
      start: '09:00',
      end: '12:00',
      askedBefore: 70,
      note: 'Same as last time, thank you!',
      then: (b) => [
        s.byNanny(b, 0, b.startsAt - 50 * HOUR, 'accept'),
        s.byNanny(b, 0, b.startsAt - 5 * MINUTE, 'check-in'),
        s.byNanny(b, 0, b.endsAt + 15 * MINUTE, 'check-out'),
        s.byNanny(b, 0, b.endsAt + 30 * MINUTE, 'complete', hours('09:00', '12:15')),
        s.byNanny(b, 0, b.endsAt + 40 * MINUTE, 'session-note', {
          mood: 'mixed',
          meals: 'Half his sandwich; he was not hungry.',
          toileting: '',
          activities: 'Library story time, then puzzles.',
          text: 'He was upset when story time ended; the visual timer helped. We stayed 15 minutes longer to finish the puzzle.',
        }),
      ],
    }),
  ];
}
