import type { FeatureDeps } from '../../../infra/feature.js';
import { catchUpAtStartJob, everyMinuteJob } from '../../../infra/queue/job-kinds.js';
import type { JobDefinition } from '../../../infra/queue/job-queue.js';
import { todayIn } from '../../../shared/booking-times.js';
import { nannyDecider, type NannyCommand } from '../nannies.decider.js';
import { nannyStreamId } from '../nannies.events.js';

const LAPSE_JOB = 'nannies.lapse-certifications';
const RECHECK_CATCH_UP_JOB = 'nannies.request-credential-rechecks';
/** Per run: a backlog drains over the next minutes instead of one long run. */
const BATCH = 200;

type Deps = Pick<FeatureDeps, 'db' | 'eventStore' | 'clock' | 'config'>;
const system = { metadata: { actorRole: 'system' as const } };

/**
 * The system's commands, each on its nanny's stream, one after another; how many events they
 * appended (none where the decider finds it already done, so a second run or instance adds none).
 */
export async function decideAsSystem(
  deps: Pick<Deps, 'eventStore'>,
  commands: NannyCommand[],
): Promise<number> {
  let appended = 0;
  for (const command of commands) {
    const stream = nannyStreamId(command.nannyId);
    const result = await deps.eventStore.handleCommand(nannyDecider, stream, command, system);
    appended += result.events.length;
  }
  return appended;
}

/**
 * Lapses every active certification whose expiry date has come in the platform's zone. Read from
 * the table at the clock's time each minute, so a restart (or a stopped worker) lapses late ones
 * at its first run; the decider appends nothing for a renewal recorded since, or a second run.
 */
export async function lapseCertifications(deps: Deps): Promise<number> {
  const now = deps.clock();
  const today = todayIn(now, deps.config.timeZone);
  const due = await deps.db
    .selectFrom('nanny_credentials')
    .select('nanny_id')
    .where('standing', '=', 'active')
    .where('in_queue', '=', true)
    .where('expires_on', '<=', today)
    .orderBy('nanny_id')
    .limit(BATCH)
    .execute();
  return decideAsSystem(
    deps,
    due.map(({ nanny_id: nannyId }) => ({
      type: 'LapseCertification',
      nannyId,
      today,
      at: now.toISOString(),
    })),
  );
}

export const lapseCertificationsJob = (deps: Deps): JobDefinition =>
  everyMinuteJob(LAPSE_JOB, () => lapseCertifications(deps));

/**
 * Gives every nanny approved before checks were recorded a check due today, keeping her
 * approval: an event per nanny (decided on her stream, so a restart or a second instance appends
 * nothing more), so the queue comes from the log and replay gives it again.
 */
export async function requestCredentialRechecks(deps: Deps): Promise<number> {
  const now = deps.clock();
  const dueOn = todayIn(now, deps.config.timeZone);
  const nannies = await deps.db
    .selectFrom('nanny_profiles as p')
    .leftJoin('nanny_credentials as c', 'c.nanny_id', 'p.nanny_id')
    .select('p.nanny_id')
    .where('p.status', '=', 'approved')
    .where('c.nanny_id', 'is', null)
    .orderBy('p.nanny_id')
    .execute();
  return decideAsSystem(
    deps,
    nannies.map(({ nanny_id: nannyId }) => ({
      type: 'RequestCredentialRecheck',
      nannyId,
      dueOn,
      at: now.toISOString(),
    })),
  );
}

export const credentialRechecksJob = (deps: Deps): JobDefinition =>
  catchUpAtStartJob(RECHECK_CATCH_UP_JOB, () => requestCredentialRechecks(deps));
