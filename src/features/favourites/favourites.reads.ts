import { expressionBuilder } from 'kysely';
import type { Database } from '../../infra/db/schema.js';

/**
 * Which nannies each parent hearted, joined like a table (`favouriteFacts().as('f')`): the
 * directory's Favourites filter reads it. Ids only; when a heart was given stays here.
 */
export const favouriteFacts = () =>
  expressionBuilder<Database, never>()
    .selectFrom('favourite_nannies as f')
    .select(['f.parent_id', 'f.nanny_id']);
