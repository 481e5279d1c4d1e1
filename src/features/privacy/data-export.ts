import type { Kysely } from 'kysely';
import type { DataSubject } from '../../infra/privacy/data-subject.js';
import type { Database } from '../../infra/db/schema.js';
import type { EventCatalog } from '../../infra/event-store/event-catalog.js';
import { accountExportPart } from '../accounts/index.js';
import { bookingDraftsExportPart, bookingsExportPart } from '../bookings/index.js';
import { childrenExportPart } from '../care-plans/index.js';
import { nannyProfileExportPart } from '../nannies/index.js';
import { parentProfileExportPart } from '../parents/index.js';
import { incidentsExportPart } from '../incidents/index.js';
import { ledgerExportPart } from '../earnings/index.js';
import { conversationsExportPart, messageReportsExportPart } from '../messages/index.js';
import { reviewsExportPart } from '../reviews/index.js';
import { favouritesExportPart } from '../favourites/index.js';
import { savedSearchesExportPart } from '../search/index.js';
import { accessEntries } from './access-log.queries.js';
import { exportEvents } from './export-events.js';

type Db = Kysely<Database>;

/**
 * Everything the product holds about one person (docs/privacy.md, A copy of your data), built in
 * memory: one person's data is small. Nothing of anyone else beyond what the app already shows her.
 */
export async function buildDataExport(
  deps: { db: Db; catalog: EventCatalog; clock: () => Date },
  me: DataSubject,
) {
  const { db } = deps;
  return {
    format: 'rbt-nanny-connect-data-export',
    version: 1,
    exportedAt: deps.clock().toISOString(),
    account: await accountExportPart(db, me),
    profile:
      me.role === 'parent'
        ? { parent: await parentProfileExportPart(db, me.accountId) }
        : me.role === 'nanny'
          ? { nanny: await nannyProfileExportPart(db, me.accountId) }
          : {},
    bookings: await bookingsExportPart(db, me),
    bookingDrafts: await bookingDraftsExportPart(db, deps.catalog.personalData?.keyStore, me),
    ledger: await ledgerExportPart(db, me),
    incidents: await incidentsExportPart(db, me),
    conversations: await conversationsExportPart(db, me),
    messageReports: await messageReportsExportPart(db, me),
    savedSearches: await savedSearchesExportPart(db, me),
    children: await childrenExportPart(db, me),
    reviews: await reviewsExportPart(db, me, deps.clock()),
    favourites: await favouritesExportPart(db, me),
    whoLooked: await accessEntries(db, me.accountId),
    events: await exportEvents(deps, me),
  };
}
