import { expressionBuilder } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

/**
 * What other features may read of a parent's profile: joined like a table
 * (`parentProfileFacts().as('p')`; PostgreSQL flattens it). Her home's place and centroid are for
 * the search that starts from it, never for a view of someone else.
 */
export const parentProfileFacts = () =>
  expressionBuilder<Database, never>()
    .selectFrom('parent_profiles')
    .select([
      'parent_id',
      'full_name',
      'email',
      'profile_photo',
      'special_considerations',
      'zip',
      'city',
      'state',
      'latitude',
      'longitude',
      'time_zone',
    ]);
