import { expressionBuilder } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

const readable = () => expressionBuilder<Database, never>();

/** What other features may read of a nanny's profile, joined like a table (`.as('n')`). */
export const nannyProfileFacts = () =>
  readable()
    .selectFrom('nanny_profiles')
    .select(['nanny_id', 'full_name', 'email', 'weekly_availability']);

/** Her single-day hours, joined like a table (`.as('s')`). */
export const nannySingleDayFacts = () =>
  readable().selectFrom('nanny_single_days').select(['nanny_id', 'date', 'start_time', 'end_time']);

/** Since when her RBT certification has not been active (null: it is), joined like a table. */
export const credentialFacts = () =>
  readable().selectFrom('nanny_credentials').select(['nanny_id', 'held_since']);
