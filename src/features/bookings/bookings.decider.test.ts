import { describe, expect, it } from 'vitest';
import { NotStreamOwnerError } from '../../infra/domain/errors.js';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import {
  CHILDREN_MESSAGE,
  DATE_AND_TIME_MESSAGE,
  END_AFTER_START_MESSAGE,
  IN_THE_PAST_MESSAGE,
  NOTE_TOO_LONG_MESSAGE,
  REASON_TOO_LONG_MESSAGE,
  STEP_MESSAGE,
  TOO_LONG_MESSAGE,
  TOO_SHORT_MESSAGE,
  nonexistentTimeMessage,
} from '../../shared/booking-times.js';
import { horizonMessage } from '../../shared/booking-horizon.js';
import { hiddenCharactersMessage } from '../../shared/plain-text.js';
import { outsideBookingMessage, overlapMessage } from '../../shared/recorded-hours.js';
import { messageTexts } from '../../shared/messages.js';
import {
  bookingDecider,
  EXPIRED_MESSAGE,
  FUTURE_HOURS_MESSAGE,
  NOT_ENDED_MESSAGE,
  NOT_STARTED_MESSAGE,
  REASON_NEEDED_MESSAGE,
  SETTLE_TOO_EARLY_MESSAGE,
  STARTED_MESSAGE,
  YOU_ARE_BOOKED_MESSAGE,
  type RequestBooking,
  HOLD_STARTED_MESSAGE,
  NOT_HELD_MESSAGE,
} from './bookings.decider.js';
import {
  bookingStreamId,
  upcastBookingRequestedV1,
  type BookingEvent,
  type BookingEventOf,
} from './bookings.events.js';

const spec = deciderSpec(bookingDecider, bookingStreamId('b1'));
const zone = 'America/New_York';
// Saturday 2026-11-21 07:00 in New York; the booking is Tuesday 2026-12-01 09:30–12:30 (EST).
const now = '2026-11-21T12:00:00.000Z';
const later = (hours: number) => new Date(Date.parse(now) + hours * 3600_000).toISOString();
const startsAt = '2026-12-01T14:30:00.000Z';
const endsAt = '2026-12-01T17:30:00.000Z';
/** The same hours on every date of hers the decider asks for (her zone is the family's). */
const everyDay = (ranges: { start: number; end: number }[]) =>
  new Proxy<Record<string, { start: number; end: number }[]>>({}, { get: () => ranges });
const hours = everyDay([{ start: 8 * 60, end: 17 * 60 }]);
const request = (changes: Partial<RequestBooking> = {}): RequestBooking => ({
  type: 'RequestBooking',
  bookingId: 'b1',
  parentId: 'p1',
  parentName: 'Paula',
  nannyId: 'n1',
  nanny: { bookable: true, fullName: 'Bea Bookable' },
  hours,
  nannyZone: zone,
  accepted: [],
  blocked: false,
  date: '2026-12-01',
  startTime: '09:30',
  endTime: '12:30',
  children: 2,
  note: 'Loves trains.',
  timeZone: zone,
  at: now,
  ...changes,
});
const requested: BookingEventOf<'BookingRequested'> = {
  type: 'BookingRequested',
  data: {
    bookingId: 'b1',
    nannyId: 'n1',
    nannyName: 'Bea Bookable',
    parentId: 'p1',
    parentName: 'Paula',
    date: '2026-12-01',
    startTime: '09:30',
    endTime: '12:30',
    startsAt,
    endsAt,
    timeZone: zone,
    children: 2,
    note: 'Loves trains.',
    createdAt: now,
    expiresAt: later(48),
  },
};
const b = { bookingId: 'b1' };
const accepted: BookingEvent = { type: 'BookingAccepted', data: { ...b, acceptedAt: later(1) } };
const afterEnd = '2026-12-01T18:00:00.000Z';
const completed: BookingEvent = {
  type: 'SessionCompleted',
  data: {
    ...b,
    startTime: '09:30',
    endTime: '12:00',
    startsAt,
    endsAt: '2026-12-01T17:00:00.000Z',
    minutes: 150,
    completedAt: afterEnd,
    confirmBy: '2026-12-03T18:00:00.000Z',
  },
};
const cancel = (by: 'parent' | 'nanny', at: string, reason = 'Sick child.') => ({
  type: 'CancelBooking' as const,
  ...b,
  by,
  accountId: by === 'parent' ? 'p1' : 'n1',
  reason,
  at,
});
const accept = (at = later(1), others: { startsAt: string; endsAt: string }[] = []) => ({
  type: 'AcceptBooking' as const,
  ...b,
  nannyId: 'n1',
  accepted: others,
  at,
});
/** An operator setting the hours of a session: her command and the settlement it records. */
const settlement = (
  hours: { startTime: string; endTime: string; minutes: number },
  note: string,
  at: string,
) => {
  const { startTime, endTime, minutes } = hours;
  const settle = {
    type: 'SettleDispute' as const,
    ...b,
    operatorId: 'o1',
    startTime,
    endTime,
    note,
    at,
  };
  const settled: BookingEvent = {
    type: 'SessionDisputeSettled',
    data: { ...b, operatorId: 'o1', startTime, endTime, minutes, note, settledAt: at },
  };
  return { settle, settled };
};
const complete = (
  startTime: string,
  endTime: string,
  at = afterEnd,
  others: { startsAt: string; endsAt: string }[] = [],
) => ({
  type: 'CompleteSession' as const,
  ...b,
  nannyId: 'n1',
  startTime,
  endTime,
  others,
  at,
});

describe('booking decider: a request says what is asked', () => {
  it('a request for another booking stream is refused (mass assignment)', () =>
    spec
      .given([])
      .when(request({ bookingId: 'b2' }))
      .thenThrows(NotStreamOwnerError));
  it('a valid request is recorded pending, expiring 48 hours after it was sent', () =>
    spec.given([]).when(request()).then([requested]));
  it('a request starting within 48 hours expires at its start', () => {
    const soon = request({ date: '2026-11-22', startTime: '09:00', endTime: '10:00' });
    const [event] = bookingDecider.decide(soon, bookingDecider.initialState(), 'booking-b1');
    expect((event as BookingEventOf<'BookingRequested'>).data.expiresAt).toBe(
      '2026-11-22T14:00:00.000Z',
    );
  });
  it('a date of a weekly series is an ordinary request carrying its series id', () =>
    spec
      .given([])
      .when(request({ seriesId: 's1' }))
      .then([{ ...requested, data: { ...requested.data, seriesId: 's1' } }]));
  it('a date of a series is refused by the same rules as any request', () =>
    spec
      .given([])
      .when(request({ seriesId: 's1', startTime: '07:00', endTime: '08:00' }))
      .thenThrows(/Bea is not available at that time/));
  it('the same request again (a double click, a retry) is one booking', () =>
    spec.given([requested]).when(request()).then([]));
  it('another parent cannot take over an existing booking id', () =>
    spec
      .given([requested])
      .when(request({ parentId: 'p2' }))
      .thenThrows(/already exists/));
  it.each([
    [{ date: '' }, DATE_AND_TIME_MESSAGE],
    [{ startTime: '' }, DATE_AND_TIME_MESSAGE],
    [{ startTime: '09:10' }, STEP_MESSAGE],
    [{ endTime: '09:30' }, END_AFTER_START_MESSAGE],
    [{ endTime: '10:00' }, TOO_SHORT_MESSAGE],
    [{ startTime: '06:00', endTime: '18:15' }, TOO_LONG_MESSAGE],
    [{ date: '2026-11-21', startTime: '06:00', endTime: '08:00' }, IN_THE_PAST_MESSAGE],
    // Today is 2026-11-21 in New York: the booking horizon ends 365 days later.
    [{ date: '2027-11-22' }, horizonMessage('2027-11-21')],
    [{ date: '2400-01-03' }, horizonMessage('2027-11-21')],
    [{ date: '9999-12-31', startTime: '20:00', endTime: '21:00' }, horizonMessage('2027-11-21')],
    [{ children: 0 }, CHILDREN_MESSAGE],
    [{ children: 7 }, CHILDREN_MESSAGE],
    [{ note: 'x'.repeat(1001) }, NOTE_TOO_LONG_MESSAGE],
    [{ note: 'Hi\u202E' }, hiddenCharactersMessage('Note')],
  ])('bad input %o is refused with its message', (changes, message) =>
    spec.given([]).when(request(changes)).thenThrows(message),
  );
  it('a time the clocks skip (daylight saving) is refused', () =>
    spec
      .given([])
      .when(request({ date: '2027-03-14', startTime: '02:30', endTime: '05:00', hours: {} }))
      .thenThrows(nonexistentTimeMessage('02:30')));
  it('a booking across the clocks going back lasts what the wall clock says (4 hours)', () => {
    const overnight = request({
      date: '2026-11-01',
      startTime: '00:00',
      endTime: '03:00',
      hours: everyDay([{ start: 0, end: 600 }]),
      at: '2026-10-30T12:00:00.000Z',
    });
    const [made] = bookingDecider.decide(overnight, bookingDecider.initialState(), 'booking-b1');
    const data = (made as BookingEventOf<'BookingRequested'>).data;
    expect((Date.parse(data.endsAt) - Date.parse(data.startsAt)) / 3600_000).toBe(4);
  });
  it('an unapproved or unknown nanny cannot be booked', () => {
    spec
      .given([])
      .when(request({ nanny: { bookable: false, fullName: 'Bea' } }))
      .thenThrows(/not available for booking/);
    spec
      .given([])
      .when(request({ nanny: undefined }))
      .thenThrows(/not available for booking/);
  });
  it('a request outside her hours that date is refused, naming them', () =>
    spec
      .given([])
      .when(request({ startTime: '16:00', endTime: '18:00' }))
      .thenThrows(
        'Bea is not available at that time on Tuesday, December 1. Her hours that day: 08:00–17:00.',
      ));
  it('a request overlapping a booking she accepted is refused', () =>
    spec
      .given([])
      .when(
        request({
          accepted: [
            { startsAt: endsAt, endsAt: later(300) },
            { startsAt, endsAt },
          ],
        }),
      )
      .thenThrows('Bea already has a booking at that time. Please choose another time.'));
  it('back to back with a booking she accepted is fine', () =>
    spec
      .given([])
      .when(request({ accepted: [{ startsAt: endsAt, endsAt: later(300) }] }))
      .then([requested]));
});

describe('booking decider: accept or decline', () => {
  it('the addressed nanny accepts a pending request', () =>
    spec.given([requested]).when(accept()).then([accepted]));
  it('accepting twice is one acceptance', () =>
    spec.given([requested, accepted]).when(accept()).then([]));
  it("someone else's request is not found", () =>
    spec
      .given([requested])
      .when({ ...accept(), nannyId: 'n2' })
      .thenThrows('Booking not found.'));
  it('an unknown booking is not found', () =>
    spec.given([]).when(accept()).thenThrows('Booking not found.'));
  it('accepting is refused if it would overlap another accepted booking', () =>
    spec
      .given([requested])
      .when(accept(later(1), [{ startsAt: later(1), endsAt: '2026-12-01T15:00:00.000Z' }]))
      .thenThrows(YOU_ARE_BOOKED_MESSAGE));
  it('an expired request cannot be accepted, even before the job marks it', () => {
    spec
      .given([requested])
      .when(accept(later(48)))
      .thenThrows(EXPIRED_MESSAGE);
    spec
      .given([requested, { type: 'BookingRequestExpired', data: { ...b, expiredAt: later(48) } }])
      .when(accept())
      .thenThrows('This booking has expired.');
  });
  it('a cancelled request cannot be answered', () =>
    spec
      .given([requested, { type: 'BookingCancelled', data: cancelledData('parent', false) }])
      .when(accept())
      .thenThrows('This booking was cancelled.'));
  it('the nanny declines with an optional reason', () => {
    const decline = { type: 'DeclineBooking' as const, ...b, nannyId: 'n1', by: 'nanny' as const };
    spec
      .given([requested])
      .when({ ...decline, reason: '', at: later(2) })
      .then([
        {
          type: 'BookingDeclined',
          data: { ...b, reason: '', declinedBy: 'nanny', declinedAt: later(2) },
        },
      ]);
    spec
      .given([requested])
      .when({ ...decline, reason: 'x'.repeat(501), at: later(2) })
      .thenThrows(REASON_TOO_LONG_MESSAGE);
    spec
      .given([requested, accepted])
      .when({ ...decline, reason: '', at: later(2) })
      .thenThrows('This booking was already accepted.');
  });
});

function cancelledData(by: 'parent' | 'nanny', late: boolean, at = later(3)) {
  return {
    ...b,
    cancelledBy: by,
    reason: 'Sick child.',
    late,
    bookedMinutes: 180,
    cancelledAt: at,
  };
}

describe('booking decider: expiry', () => {
  it('a request nobody answered expires at its deadline, once', () => {
    const expire = { type: 'ExpireRequest' as const, ...b };
    spec
      .given([requested])
      .when({ ...expire, at: later(48) })
      .then([{ type: 'BookingRequestExpired', data: { ...b, expiredAt: later(48) } }]);
    spec
      .given([requested])
      .when({ ...expire, at: later(47) })
      .then([]);
    spec
      .given([requested, accepted])
      .when({ ...expire, at: later(48) })
      .then([]);
  });
});

describe('booking decider: cancellation', () => {
  it('the parent withdraws a pending request, never late', () =>
    spec
      .given([requested])
      .when(cancel('parent', later(3)))
      .then([{ type: 'BookingCancelled', data: cancelledData('parent', false) }]));
  it('cancelling 24 hours or more before the start is free', () =>
    spec
      .given([requested, accepted])
      .when(cancel('nanny', later(3)))
      .then([{ type: 'BookingCancelled', data: cancelledData('nanny', false) }]));
  it('cancelling less than 24 hours before the start is late', () => {
    const at = '2026-11-30T15:00:00.000Z';
    spec
      .given([requested, accepted])
      .when(cancel('parent', at))
      .then([{ type: 'BookingCancelled', data: cancelledData('parent', true, at) }]);
  });
  it('nobody cancels after the start', () =>
    spec.given([requested, accepted]).when(cancel('parent', startsAt)).thenThrows(STARTED_MESSAGE));
  it('a cancellation needs a reason', () =>
    spec
      .given([requested, accepted])
      .when(cancel('parent', later(3), ' '))
      .thenThrows(REASON_NEEDED_MESSAGE));
  it('the nanny declines a request rather than cancelling it', () =>
    spec
      .given([requested])
      .when(cancel('nanny', later(3)))
      .thenThrows('This booking is still waiting for an answer.'));
});

describe('booking decider: reminder', () => {
  const remind = (at: string) => ({ type: 'SendReminder' as const, ...b, at });
  it('both sides are reminded once, 24 hours before the start', () => {
    const due = '2026-11-30T14:30:00.000Z';
    spec
      .given([requested, accepted])
      .when(remind(due))
      .then([{ type: 'BookingReminderSent', data: { ...b, sentAt: due } }]);
    spec
      .given([requested, accepted])
      .when(remind(later(1)))
      .then([]);
    spec
      .given([requested, accepted, { type: 'BookingReminderSent', data: { ...b, sentAt: due } }])
      .when(remind(due))
      .then([]);
    spec.given([requested]).when(remind(due)).then([]);
  });
});

describe('booking decider: kept while her certification is not active', () => {
  const keep = (at: string, heldSince: string | null) => ({
    type: 'KeepHeldBooking' as const,
    ...b,
    operatorId: 'op-1',
    heldSince,
    at,
  });
  const kept: BookingEvent = {
    type: 'BookingKeptByOperator',
    data: { ...b, operatorId: 'op-1', keptAt: later(3) },
  };
  it('an operator keeps an accepted booking once per hold, before it starts', () => {
    spec
      .given([requested, accepted])
      .when(keep(later(3), later(2)))
      .then([kept]);
    spec
      .given([requested, accepted, kept])
      .when(keep(later(4), later(2)))
      .then([]);
    // A later hold (another check finding her not active) asks again.
    spec
      .given([requested, accepted, kept])
      .when(keep(later(6), later(5)))
      .then([{ ...kept, data: { ...kept.data, keptAt: later(6) } }]);
  });
  it('refuses while her certification is active, once started, or when not accepted', () => {
    spec
      .given([requested, accepted])
      .when(keep(later(3), null))
      .thenThrows(NOT_HELD_MESSAGE);
    spec
      .given([requested, accepted])
      .when(keep(startsAt, later(2)))
      .thenThrows(HOLD_STARTED_MESSAGE);
    spec
      .given([requested])
      .when(keep(later(3), later(2)))
      .thenThrows(/./);
  });
});

describe('booking decider: completion', () => {
  it('after the booked end, the nanny records the actual hours', () =>
    spec.given([requested, accepted]).when(complete('09:30', '12:00')).then([completed]));
  it('completing before the end is refused', () =>
    spec
      .given([requested, accepted])
      .when(complete('09:30', '12:00', startsAt))
      .thenThrows(NOT_ENDED_MESSAGE));
  it('completing twice is refused', () =>
    spec
      .given([requested, accepted, completed])
      .when(complete('09:30', '12:00'))
      .thenThrows('This booking already has its hours recorded.'));
  it('recorded hours follow the time rules: 15-minute steps, in order, at most 12 hours', () => {
    spec.given([requested, accepted]).when(complete('09:31', '12:00')).thenThrows(STEP_MESSAGE);
    spec
      .given([requested, accepted])
      .when(complete('12:00', '09:00'))
      .thenThrows(END_AFTER_START_MESSAGE);
    spec.given([requested, accepted]).when(complete('00:00', '12:15')).thenThrows(TOO_LONG_MESSAGE);
    spec.given([requested, accepted]).when(complete('09:30', '24:00')).thenThrows(/HH:MM/);
  });
  it('hours still to come cannot be recorded', () =>
    spec
      .given([requested, accepted])
      .when(complete('09:30', '16:00'))
      .thenThrows(FUTURE_HOURS_MESSAGE));
  it('the parent reports a no-show after the start, not before', () => {
    const report = { type: 'ReportNoShow' as const, ...b, parentId: 'p1', reason: 'Never came.' };
    spec
      .given([requested, accepted])
      .when({ ...report, at: afterEnd })
      .then([
        { type: 'NoShowReported', data: { ...b, reason: 'Never came.', reportedAt: afterEnd } },
      ]);
    spec
      .given([requested, accepted])
      .when({ ...report, at: later(1) })
      .thenThrows(NOT_STARTED_MESSAGE);
    spec
      .given([requested, accepted, completed])
      .when({ ...report, at: afterEnd })
      .thenThrows('This booking already has its hours recorded.');
  });
});

describe('booking decider: confirming hours', () => {
  const confirm = { type: 'ConfirmHours' as const, ...b, parentId: 'p1', at: afterEnd };
  const byParent: BookingEvent = {
    type: 'SessionHoursConfirmed',
    data: { ...b, minutes: 150, confirmedBy: 'parent', confirmedAt: afterEnd },
  };
  it('the parent confirms recorded hours (twice is once)', () => {
    spec.given([requested, accepted, completed]).when(confirm).then([byParent]);
    spec.given([requested, accepted, completed, byParent]).when(confirm).then([]);
  });
  it('hours of a session not completed cannot be confirmed', () =>
    spec
      .given([requested, accepted])
      .when(confirm)
      .thenThrows('This booking was already accepted.'));
  it('the parent disputes recorded hours with a reason', () => {
    const dispute = { type: 'DisputeHours' as const, ...b, parentId: 'p1', at: afterEnd };
    spec
      .given([requested, accepted, completed])
      .when({ ...dispute, reason: 'She left at 11.' })
      .then([
        {
          type: 'SessionHoursDisputed',
          data: { ...b, reason: 'She left at 11.', disputedAt: afterEnd },
        },
      ]);
    spec
      .given([requested, accepted, completed])
      .when({ ...dispute, reason: '' })
      .thenThrows(REASON_NEEDED_MESSAGE);
  });
  it('hours neither confirmed nor disputed confirm themselves 48 hours later, once', () => {
    const auto = { type: 'ConfirmHoursAutomatically' as const, ...b };
    const due = '2026-12-03T18:00:00.000Z';
    spec
      .given([requested, accepted, completed])
      .when({ ...auto, at: due })
      .then([
        {
          type: 'SessionHoursConfirmed',
          data: { ...b, minutes: 150, confirmedBy: 'automatic', confirmedAt: due },
        },
      ]);
    spec
      .given([requested, accepted, completed])
      .when({ ...auto, at: afterEnd })
      .then([]);
    spec
      .given([requested, accepted, completed, byParent])
      .when({ ...auto, at: due })
      .then([]);
  });
  it('an operator settles a dispute by setting the hours', () => {
    const disputed: BookingEvent = {
      type: 'SessionHoursDisputed',
      data: { ...b, reason: 'No.', disputedAt: afterEnd },
    };
    const { settle, settled } = settlement(
      { startTime: '10:00', endTime: '12:00', minutes: 120 },
      'Agreed on the phone.',
      afterEnd,
    );
    spec
      .given([requested, accepted, completed, disputed])
      .when(settle)
      .then([
        settled,
        {
          type: 'SessionHoursConfirmed',
          data: { ...b, minutes: 120, confirmedBy: 'operator', confirmedAt: afterEnd },
        },
      ]);
    spec
      .given([requested, accepted, completed])
      .when(settle)
      .thenThrows('This booking already has its hours recorded.');
  });
});

describe('BookingRequested v1 upcast', () => {
  it('an old request (date and time only) reads as one hour, one child, no note, UTC', () =>
    expect(
      upcastBookingRequestedV1({
        bookingId: 'b1',
        nannyId: 'n1',
        nannyName: 'Bea',
        parentId: 'p1',
        date: '2026-04-06',
        time: '23:30',
        status: 'pending',
        createdAt: '2026-03-01T09:50:00.000Z',
      }),
    ).toEqual({
      bookingId: 'b1',
      nannyId: 'n1',
      nannyName: 'Bea',
      parentId: 'p1',
      parentName: '',
      date: '2026-04-06',
      startTime: '23:30',
      endTime: '00:30',
      startsAt: '2026-04-06T23:30:00.000Z',
      endsAt: '2026-04-07T00:30:00.000Z',
      timeZone: 'UTC',
      children: 1,
      note: '',
      createdAt: '2026-03-01T09:50:00.000Z',
      expiresAt: '2026-03-03T09:50:00.000Z',
    }));
});

describe('a blocked pair', () => {
  it('refuses a booking request between two people one of whom blocked the other', () =>
    spec
      .given([])
      .when(request({ blocked: true }))
      .thenThrows(messageTexts.cannotContact));
});

describe('booking decider: recorded hours stay near the booking', () => {
  // Booked 09:30–12:30 in New York; recorded hours may run from 08:30 to 14:30.
  const evening = '2026-12-01T20:00:00.000Z';
  const recorded = (startTime: string, endTime: string, startsAt: string, endsAt: string) => ({
    type: 'SessionCompleted' as const,
    data: {
      ...b,
      startTime,
      endTime,
      startsAt,
      endsAt,
      minutes: (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000,
      completedAt: evening,
      confirmBy: '2026-12-03T20:00:00.000Z',
    },
  });
  it('recorded hours may start 1 hour before the booked start and end 2 hours after its end', () =>
    spec
      .given([requested, accepted])
      .when(complete('08:30', '14:30', evening))
      .then([recorded('08:30', '14:30', '2026-12-01T13:30:00.000Z', '2026-12-01T19:30:00.000Z')]));
  it('recorded hours outside that window are refused, naming it (12 hours on a 3-hour booking)', () => {
    const outside = outsideBookingMessage('08:30', '14:30');
    spec
      .given([requested, accepted])
      .when(complete('08:15', '12:30', evening))
      .thenThrows(outside);
    spec
      .given([requested, accepted])
      .when(complete('09:30', '14:45', evening))
      .thenThrows(outside);
    spec
      .given([requested, accepted])
      .when(complete('03:00', '15:00', '2026-12-01T21:00:00.000Z'))
      .thenThrows(outside);
  });
  it('the window is counted on the instants and shown on the booked date', () => {
    // A late booking: two hours after its end is the next day, so any end that day will do.
    const late = {
      ...requested,
      data: {
        ...requested.data,
        startTime: '21:00',
        endTime: '22:30',
        startsAt: '2026-12-02T02:00:00.000Z',
        endsAt: '2026-12-02T03:30:00.000Z',
      },
    };
    spec
      .given([late, accepted])
      .when(complete('19:45', '23:45', '2026-12-02T05:00:00.000Z'))
      .thenThrows(outsideBookingMessage('20:00', '23:45'));
  });
  it('recorded hours never overlap her other sessions, booked or recorded; back to back is fine', () => {
    const other = { startsAt: '2026-12-01T18:00:00.000Z', endsAt: '2026-12-01T20:00:00.000Z' };
    spec
      .given([requested, accepted])
      .when(complete('09:30', '13:15', evening, [other]))
      .thenThrows(overlapMessage('13:00', '15:00'));
    spec
      .given([requested, accepted])
      .when(complete('09:30', '13:00', evening, [other]))
      .then([recorded('09:30', '13:00', '2026-12-01T14:30:00.000Z', '2026-12-01T18:00:00.000Z')]);
  });
});

describe('booking decider: hours beyond the booking wait for the parent', () => {
  const due = '2026-12-03T18:00:00.000Z';
  const auto = { type: 'ConfirmHoursAutomatically' as const, ...b, at: due };
  // Booked 3 hours (09:30–12:30); recorded 3 h 45 (09:30–13:15), or 3 h 30 (09:30–13:00).
  const longer = (endTime: string, minutes: number): BookingEvent => ({
    type: 'SessionCompleted',
    data: {
      ...completed.data,
      endTime,
      endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
      minutes,
    },
  });
  const confirmedAs = (
    minutes: number,
    confirmedBy: 'parent' | 'automatic' | 'operator',
    at: string,
  ) =>
    ({
      type: 'SessionHoursConfirmed',
      data: { ...b, minutes, confirmedBy, confirmedAt: at },
    }) as const;
  it('hours more than 30 minutes beyond the booked ones are never confirmed automatically', () => {
    spec
      .given([requested, accepted, longer('13:15', 225)])
      .when(auto)
      .then([]);
    spec
      .given([requested, accepted, longer('13:15', 225)])
      .when({ ...auto, at: '2027-06-01T00:00:00.000Z' })
      .then([]);
  });
  it('up to 30 minutes beyond the booked ones still confirm themselves after 48 hours', () =>
    spec
      .given([requested, accepted, longer('13:00', 210)])
      .when(auto)
      .then([confirmedAs(210, 'automatic', due)]));
  it('the parent confirms hours beyond the booking, and they are paid as recorded', () =>
    spec
      .given([requested, accepted, longer('13:15', 225)])
      .when({ type: 'ConfirmHours', ...b, parentId: 'p1', at: due })
      .then([confirmedAs(225, 'parent', due)]));
  it('an operator settles hours waiting for the parent once her 48 hours are over, not before', () => {
    const { settle, settled } = settlement(
      { startTime: '09:30', endTime: '13:15', minutes: 225 },
      'The parent asked her to stay.',
      due,
    );
    spec
      .given([requested, accepted, longer('13:15', 225)])
      .when(settle)
      .then([settled, confirmedAs(225, 'operator', due)]);
    spec
      .given([requested, accepted, longer('13:15', 225)])
      .when({ ...settle, at: afterEnd })
      .thenThrows(SETTLE_TOO_EARLY_MESSAGE);
  });
  it('hours recorded before these rules replay as they were and wait for the parent from now on', () => {
    // 12 hours recorded on the 3-hour booking, outside today's window: the log keeps it.
    const old = longer('21:30', 720);
    spec.given([requested, accepted, old]).when(auto).then([]);
    spec
      .given([requested, accepted, old])
      .when({ type: 'ConfirmHours', ...b, parentId: 'p1', at: due })
      .then([confirmedAs(720, 'parent', due)]);
  });
});
