import type { FastifyInstance } from 'fastify';
import { get } from './accounts-api.js';
import type { Party } from './bookings-api.js';

export interface LineJson {
  id: string;
  bookingId: string;
  kind: 'session' | 'late_cancellation';
  date: string;
  minutes: number;
  rateCents: number;
  amountCents: number;
  [field: string]: unknown;
}

export interface EarningsJson {
  rateCents: number;
  cleanSessions: number;
  sessionsForRaise: number;
  raisedSince: string | null;
  totals: { weekCents: number; monthCents: number; allCents: number };
  lines: LineJson[];
}

export interface PaymentsJson {
  sessions: LineJson[];
  months: { month: string; totalCents: number }[];
}

/** GET /api/nanny/earnings as that nanny. */
export const earningsOf = async (app: FastifyInstance, nanny: Party) =>
  (await get(app, '/api/nanny/earnings', nanny.cookie)).json<EarningsJson>();

/** GET /api/parent/payments as that parent. */
export const paymentsOf = async (app: FastifyInstance, parent: Party) =>
  (await get(app, '/api/parent/payments', parent.cookie)).json<PaymentsJson>();
