import { expressionBuilder } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

/**
 * What other features may read of the directory's row for a nanny, joined like a table
 * (`directoryFacts().as('d')`; PostgreSQL flattens it). Her area's ZIP and zone are for the
 * nanny's own profile and its zone catch-up, never for anyone else's view.
 */
export const directoryFacts = () =>
  expressionBuilder<Database, never>()
    .selectFrom('nanny_directory')
    .select([
      'nanny_id',
      'full_name',
      'listed',
      'photo_version',
      'city',
      'state',
      'zip',
      'time_zone',
      'radius_miles',
      'needs',
      'languages',
    ]);
