import { expressionBuilder } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

const readable = () => expressionBuilder<Database, never>();

/** A pair's conversation as other features may read it, joined like a table (`.as('c')`). */
export const conversationFacts = () =>
  readable()
    .selectFrom('conversations')
    .select([
      'conversation_id',
      'parent_id',
      'nanny_id',
      'contacts_shared',
      'parent_sent',
      'nanny_sent',
      'parent_read',
      'nanny_read',
      'blocked_by_parent',
      'blocked_by_nanny',
    ]);

/** Each booking's conversation (the pair's), and whether its contacts are shared. */
export const bookingConversationFacts = () =>
  readable()
    .selectFrom('conversation_bookings as cb')
    .innerJoin('conversations as c', 'c.conversation_id', 'cb.conversation_id')
    .select(['cb.booking_id', 'c.conversation_id', 'c.contacts_shared']);
