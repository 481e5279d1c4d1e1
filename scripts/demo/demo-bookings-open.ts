import { HOUR, type Step } from './demo-clock.js';
import type { BookingScript } from './demo-bookings.js';
import { readAll } from './demo-messages.js';

/**
 * What is still open: accepted bookings in the coming days (a weekly series among them),
 * requests waiting for an answer (one with a phone number, masked until the nanny accepts), a
 * favourite, and conversations.
 */
export function openBookings(s: BookingScript): Step[] {
  return [
    // Upcoming, accepted. Open requests are timed from now, not from their start: whatever the
    // hour the demo runs, the request, its answer and its 48 hours fit before now.
    ...s.booking({
      parent: 0,
      nanny: 0,
      day: 3,
      start: '09:00',
      end: '12:00',
      askedHoursAgo: 30,
      note: 'Leo has a dentist visit at 11; could you come along?',
      then: (b) => [s.byNanny(b, 0, s.world.now - 20 * HOUR, 'accept')],
    }),
    ...s.booking({
      parent: 2,
      nanny: 2,
      day: 2,
      start: '14:00',
      end: '17:00',
      askedHoursAgo: 40,
      note: 'Swimming lesson at 15:00.',
      then: (b) => [s.byNanny(b, 2, s.world.now - 26 * HOUR, 'accept')],
    }),
    // Waiting for an answer; the nanny shares a phone number, masked until she accepts.
    ...s.booking({
      parent: 3,
      nanny: 3,
      day: 5,
      start: '10:00',
      end: '14:00',
      askedHoursAgo: 6,
      note: 'Yusuf uses a wheelchair; our building has an elevator.',
      then: () => [
        s.say({ parent: 3, nanny: 3 }, 'nanny', -4, 'Happy to help! Text me at (555) 201-7788.'),
        s.say({ parent: 3, nanny: 3 }, 'parent', -3, 'Thank you! Is feeding support all right?'),
      ],
    }),
    ...s.booking({
      parent: 1,
      nanny: 3,
      day: 6,
      start: '13:00',
      end: '16:00',
      askedHoursAgo: 1,
      note: 'Would you be free next week?',
      then: () => [],
    }),
    // Every Thursday afternoon for four weeks, asked as one weekly series and accepted at once.
    ...weeklySeries(s, { parent: 0, nanny: 1, askedHoursAgo: 20, acceptedHoursAgo: 12 }),
    // Paula keeps Maya among her favourites, for "Book again".
    {
      at: s.world.now - 10 * HOUR,
      run: async () =>
        void (await s.client.put(`/api/parent/favourites/${s.nanny(0).id}`, {}, s.parent(0))),
    },
    // The parents and nannies who worked together talk (contacts visible after an acceptance).
    s.say({ parent: 0, nanny: 0 }, 'parent', -30, 'Hi Maya! Leo asked for you all week.'),
    s.say(
      { parent: 0, nanny: 0 },
      'nanny',
      -28,
      'I will bring the train book. Call me on 917-555-0143.',
    ),
    s.say({ parent: 0, nanny: 0 }, 'parent', -27, 'Perfect, thank you!'),
    readAll(s.world, { parent: 0, nanny: 0 }, 'nanny', s.world.now - 26 * HOUR),
    s.say({ parent: 1, nanny: 1 }, 'nanny', -40, 'I recorded 09:00–12:00, as on the request.'),
  ];
}

/** A weekly series on the first Thursday from 8 days on, asked, then accepted, through the routes. */
function weeklySeries(
  s: BookingScript,
  who: { parent: number; nanny: number; askedHoursAgo: number; acceptedHoursAgo: number },
): Step[] {
  let seriesId = '';
  const ask: Step = {
    at: s.world.now - who.askedHoursAgo * HOUR,
    run: async () => {
      const thursday = [8, 9, 10, 11, 12, 13, 14].find(
        (d) => new Date(`${s.dateOf(d)}T12:00:00Z`).getUTCDay() === 4,
      )!;
      const answer = await s.client.post(
        '/api/booking-series',
        {
          nannyId: s.nanny(who.nanny).id,
          firstDate: s.dateOf(thursday),
          startTime: '15:00',
          endTime: '18:00',
          weeks: 4,
          children: 1,
          note: 'After-school afternoons while I am at work: snack, homework, the park.',
          idempotencyKey: `demo-series-${Date.now().toString(36)}`,
          leaveOut: [],
        },
        s.parent(who.parent),
      );
      const bookings = answer.bookings as { id: string; seriesId: string }[];
      s.bookingIds.push(...bookings.map((b) => b.id));
      seriesId = bookings[0]!.seriesId;
    },
  };
  const accept: Step = {
    at: s.world.now - who.acceptedHoursAgo * HOUR,
    run: async () =>
      void (await s.client.post(
        `/api/nanny/booking-series/${seriesId}/accept`,
        {},
        s.nanny(who.nanny),
      )),
  };
  return [ask, accept];
}
