import { Type, type Static } from '@sinclair/typebox';
import type { EventTypeDefinition } from '../../infra/event-store/event-catalog.js';

const BookingRequested = Type.Object({
  bookingId: Type.String(),
  nannyId: Type.String(),
  /** The nanny's name when the request was made, so the parent's list reads well forever. */
  nannyName: Type.String(),
  parentId: Type.String(),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  time: Type.String({ pattern: '^\\d{2}:\\d{2}$' }),
  status: Type.Literal('pending'),
  createdAt: Type.String(),
});

export type BookingEvent = { type: 'BookingRequested'; data: Static<typeof BookingRequested> };

export const bookingEventTypes: EventTypeDefinition[] = [
  { type: 'BookingRequested', schema: BookingRequested },
];

export const bookingStreamId = (bookingId: string) => `booking-${bookingId}`;
