import type { MinuteRange } from '../../shared/booking-times.js';
import type { PlanVersions } from '../../shared/care-plans.js';
import type { SessionNote } from '../../shared/session-notes.js';

/** An accepted booking's instants (another of hers, when deciding about overlap). */
export interface Window {
  startsAt: string;
  endsAt: string;
}

export interface RequestBooking {
  type: 'RequestBooking';
  bookingId: string;
  parentId: string;
  parentName: string;
  nannyId: string;
  /** Facts loaded by the route: may she be booked, her name, her hours that date, her bookings. */
  nanny: { bookable: boolean; fullName: string } | undefined;
  /**
   * Her hours in her own zone on her dates around the request's (the day before to the day
   * after: the request's instants may fall on another date on her clock).
   */
  hours: Record<string, MinuteRange[]>;
  /** Her zone (her ZIP's, else the platform's): her hours are wall-clock times there. */
  nannyZone: string;
  accepted: Window[];
  /** Either of the two blocked the other in their conversation. */
  blocked: boolean;
  date: string;
  startTime: string;
  endTime: string;
  children: number;
  note: string;
  /** The children she chose, and (loaded by the route) every child of hers. */
  childIds?: string[];
  familyChildIds?: string[];
  /** The parent's zone (her ZIP's, else the platform's): the booking's times are read there. */
  timeZone: string;
  /** The weekly series this request is one date of. */
  seriesId?: string;
  at: string;
}

export type BookingCommand =
  | RequestBooking
  | { type: 'AcceptBooking'; bookingId: string; nannyId: string; accepted: Window[]; at: string }
  | {
      type: 'DeclineBooking';
      bookingId: string;
      nannyId: string;
      by: 'nanny' | 'system';
      reason: string;
      at: string;
    }
  | { type: 'ExpireRequest'; bookingId: string; at: string }
  | {
      type: 'CancelBooking';
      bookingId: string;
      by: 'parent' | 'nanny';
      accountId: string;
      reason: string;
      at: string;
    }
  | { type: 'SendReminder'; bookingId: string; at: string }
  | {
      type: 'SendSoonReminder';
      bookingId: string;
      /** Loaded by the job: the sides that turned the 3-hour reminder off. */
      optedOut: ('parent' | 'nanny')[];
      at: string;
    }
  | { type: 'WriteSessionNote'; bookingId: string; nannyId: string; note: SessionNote; at: string }
  | {
      type: 'KeepHeldBooking';
      bookingId: string;
      operatorId: string;
      /** Loaded by the route: since when her certification has not been active; null: it is. */
      heldSince: string | null;
      at: string;
    }
  | { type: 'CheckIn' | 'CheckOut'; bookingId: string; nannyId: string; at: string }
  | {
      type: 'AcknowledgeCarePlan';
      bookingId: string;
      nannyId: string;
      /** The versions she read, and (loaded by the route) the booking's children's versions now. */
      read: PlanVersions;
      current: PlanVersions;
      at: string;
    }
  | {
      type: 'CompleteSession';
      bookingId: string;
      nannyId: string;
      startTime: string;
      endTime: string;
      /** Loaded by the route: her other sessions that day, as recorded, else as booked. */
      others: Window[];
      at: string;
    }
  | { type: 'ReportNoShow'; bookingId: string; parentId: string; reason: string; at: string }
  | {
      type: 'ConfirmHours';
      bookingId: string;
      parentId: string;
      /** Her tip, given with her confirmation: all of it to the nanny. */
      tipCents?: number;
      at: string;
    }
  | { type: 'ConfirmHoursAutomatically'; bookingId: string; at: string }
  | { type: 'DisputeHours'; bookingId: string; parentId: string; reason: string; at: string }
  | {
      type: 'SettleDispute';
      bookingId: string;
      operatorId: string;
      startTime: string;
      endTime: string;
      note: string;
      at: string;
    };
