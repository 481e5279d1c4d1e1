import { expressionBuilder } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

/**
 * What other features may read of the accounts table: joined like a table (`accountFacts().as('a')`),
 * which PostgreSQL flattens into the outer query, so the plan is the join it always was.
 */
export const accountFacts = () =>
  expressionBuilder<Database, never>()
    .selectFrom('accounts')
    .select(['id', 'email', 'full_name', 'role', 'suspended_at', 'erased_at']);
