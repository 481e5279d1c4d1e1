import { zoneOrPlatform } from '../../shared/time-zones.js';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../infra/db/schema.js';
import type { EventStore, Reaction } from '../../infra/event-store/event-store-service.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { searchOf } from '../../shared/directory-search.js';
import { searchParamsOf } from './saved-searches.view.js';
import { matchingCard } from './directory-pages.queries.js';
import { runSearchCommand } from './search.handlers.js';
import { parentProfileFacts } from '../parents/parents.reads.js';

const SEARCH_MATCH_JOB = 'search.match-approved-nanny';
/** Saved searches read per query while one approval is checked against all of them. */
const PAGE = 500;

interface MatchPayload {
  nannyId: string;
}

/** An approval queues the check in its own transaction: every approval is looked at once. */
export const searchMatchReaction: Reaction = {
  name: 'match-saved-searches',
  handles: ['NannyApproved'],
  react: async (event, tx) => {
    const { nannyId } = event.data as MatchPayload;
    await tx.enqueue(SEARCH_MATCH_JOB, { nannyId } satisfies MatchPayload);
  },
};

/**
 * Checks a newly approved nanny against every saved search, each as its owner would run it now:
 * from her home ZIP when she has one, a window that has passed matching nobody (searchOf refuses
 * it as a booking request would). A match is recorded once per search and nanny, so a retry or a
 * second approval after a withdrawal announces nothing twice.
 */
export function searchMatchJob(deps: {
  db: Kysely<Database>;
  eventStore: EventStore;
  config: Config;
  clock: () => Date;
}): JobDefinition<MatchPayload> {
  return {
    name: SEARCH_MATCH_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    handle: async ({ nannyId }) => {
      const now = deps.clock();
      let after = '';
      for (;;) {
        const page = await deps.db
          .selectFrom('saved_searches as s')
          .leftJoin(parentProfileFacts().as('p'), 'p.parent_id', 's.parent_id')
          .select(['s.search_id', 's.parent_id', 's.search', 'p.time_zone'])
          .where('s.search_id', '>', after)
          .orderBy('s.search_id')
          .limit(PAGE)
          .execute();
        for (const row of page) {
          // Each saved search is read on its parent's clock.
          const platformZone = deps.config.timeZone;
          const zone = zoneOrPlatform(row.time_zone, platformZone);
          const checked = searchOf(searchParamsOf(row.search), zone, now);
          if (!checked.ok) continue;
          const card = await matchingCard(deps.db, {
            nannyId,
            parentId: row.parent_id,
            search: checked.value,
            now,
            zone,
            platformZone,
          });
          if (!card) continue;
          await runSearchCommand(
            deps,
            {
              type: 'RecordMatch',
              parentId: row.parent_id,
              searchId: row.search_id,
              nannyId,
              at: now.toISOString(),
            },
            { actorRole: 'system' },
          );
        }
        if (page.length < PAGE) return;
        after = page.at(-1)!.search_id;
      }
    },
  };
}
