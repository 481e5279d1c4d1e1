import { sql, type Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.js';
import type { EventStore } from '../../infra/event-store/event-store-service.js';
import { scheduledJob } from '../../infra/queue/job-kinds.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import {
  SEARCH_ALERT_MAIL_EVERY_HOURS,
  SEARCH_ALERT_MORNING,
} from '../../shared/saved-searches.js';
import { runSearchCommand } from './search.handlers.js';
import { parentProfileFacts } from '../parents/parents.reads.js';

const SEARCH_ALERTS_JOB = 'search.send-alerts';
/** Parents per run: a backlog drains over the next runs instead of one long run. */
const BATCH = 200;

interface AlertsDeps {
  db: Kysely<Database>;
  eventStore: EventStore;
  clock: () => Date;
  config: { timeZone: string };
}

/**
 * Every 15 minutes, at the clock's time: each parent with matches no email listed yet, no alert
 * email in the last 24 hours, and whose own clock reads morning (7:00 to noon in her zone), gets
 * one listing them. The decider refuses a second email
 * within the day and leaves out what was already listed, so a run twice (or two instances)
 * mails once; the email itself is queued with the event that records it.
 */
export function searchAlertsJob(deps: AlertsDeps): JobDefinition {
  return scheduledJob(SEARCH_ALERTS_JOB, '*/15 * * * *', () => recordDueAlerts(deps));
}

/** One run: records (and so queues) the alert email of each parent due one now. */
async function recordDueAlerts(deps: AlertsDeps): Promise<void> {
  const now = deps.clock();
  const dayAgo = new Date(now.getTime() - SEARCH_ALERT_MAIL_EVERY_HOURS * 3600_000);
  // Only nannies still listed: one withdrawn since she matched is not announced.
  const waiting = deps.db
    .selectFrom('saved_search_matches as m')
    .innerJoin('nanny_directory as d', 'd.nanny_id', 'm.nanny_id')
    .where('m.mailed_at', 'is', null)
    .where('d.listed', '=', true);
  const { fromHour, untilHour } = SEARCH_ALERT_MORNING;
  const hourThere = sql<number>`extract(hour from (${now}::timestamptz
    at time zone coalesce(p.time_zone, ${deps.config.timeZone}::text)))`;
  const due = await waiting
    .leftJoin('search_alert_mail as a', 'a.parent_id', 'm.parent_id')
    .leftJoin(parentProfileFacts().as('p'), 'p.parent_id', 'm.parent_id')
    .where((eb) =>
      eb.or([eb('a.last_mailed_at', 'is', null), eb('a.last_mailed_at', '<=', dayAgo)]),
    )
    .where(sql<boolean>`${hourThere} >= ${fromHour} and ${hourThere} < ${untilHour}`)
    .select('m.parent_id')
    .distinct()
    .orderBy('m.parent_id')
    .limit(BATCH)
    .execute();
  for (const { parent_id: parentId } of due) {
    const rows = await waiting
      .select('m.nanny_id')
      .distinct()
      .where('m.parent_id', '=', parentId)
      .execute();
    await runSearchCommand(
      deps,
      {
        type: 'RecordAlertMailed',
        parentId,
        nannyIds: rows.map((r) => r.nanny_id).sort(),
        at: now.toISOString(),
      },
      { actorRole: 'system' },
    );
  }
}
