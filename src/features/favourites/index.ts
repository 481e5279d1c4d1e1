import type { Kysely } from 'kysely';
import type { DataSubject } from '../../infra/privacy/data-subject.js';
import type { Database } from '../../infra/db/schema.js';
import type { Feature } from '../../infra/feature.js';
import { favouriteEventTypes } from './favourites.events.js';
import { favouritesProjection } from './favourites.projection.js';
import { favouritesOf, favouritesRoutes } from './favourites.routes.js';

/** Her favourites in her copy of her data (a parent's; nobody else has any). */
export const favouritesExportPart = async (db: Kysely<Database>, me: DataSubject) =>
  me.role === 'parent' ? favouritesOf(db, me.accountId) : [];

/** A parent's favourite nannies (hearts). */
export const favouritesFeature: Feature = {
  name: 'favourites',
  events: favouriteEventTypes,
  projections: [favouritesProjection],
  routes: favouritesRoutes,
};
