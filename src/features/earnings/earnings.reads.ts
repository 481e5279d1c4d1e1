import { expressionBuilder } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

const readable = () => expressionBuilder<Database, never>();

/** The ledger's lines (what each booking owes), joined like a table (`.as('l')`). */
export const ledgerLineFacts = () =>
  readable()
    .selectFrom('ledger_lines')
    .select([
      'line_id',
      'booking_id',
      'parent_id',
      'nanny_id',
      'kind',
      'date',
      'minutes',
      'rate_cents',
      'amount_cents',
      'recorded_at',
    ]);

/** Each session's names and times as the ledger recorded them, joined like a table (`.as('s')`). */
export const earningsSessionFacts = () =>
  readable()
    .selectFrom('earnings_sessions')
    .select([
      'booking_id',
      'nanny_id',
      'parent_id',
      'nanny_name',
      'parent_name',
      'date',
      'starts_at',
    ]);

/** Her count of clean sessions and when her rate was raised, joined like a table (`.as('e')`). */
export const earningsProgressFacts = () =>
  readable()
    .selectFrom('nanny_earnings_progress')
    .select(['nanny_id', 'clean_sessions', 'raised_since']);
