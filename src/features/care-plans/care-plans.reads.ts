import { expressionBuilder } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

/** Which family each child belongs to, joined like a table (`childFacts().as('ch')`). */
export const childFacts = () =>
  expressionBuilder<Database, never>().selectFrom('children').select(['child_id', 'parent_id']);
