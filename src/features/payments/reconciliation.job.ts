import type { FeatureDeps } from '../../infra/feature.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { reconciliationDecider } from './payments.decider.js';
import { reconciliationStreamId } from './payments.events.js';
import { ledgerMovements, reconciliationOf } from './payments.view.js';
import { reconcile } from './reconciliation.js';

export const RECONCILIATION_JOB = 'payments.reconcile';

type Deps = Pick<FeatureDeps, 'db' | 'eventStore' | 'clock' | 'paymentGateway'>;

/**
 * Compares the ledger's charges, transfers and refunds with the gateway's and records the day's
 * report, differences and all (operators see it under Payments, "Reconciliation"). Once per UTC
 * day: a day already reported is not asked of the gateway again, and the decider records one
 * report per day even if two runs race. Only this job lists the gateway's records.
 */
export async function reconcilePayments(deps: Deps): Promise<void> {
  const gateway = deps.paymentGateway;
  if (!gateway) return;
  const now = deps.clock();
  const date = now.toISOString().slice(0, 10);
  if (await reconciliationOf(deps.db, date)) return;
  const ours = await ledgerMovements(deps.db);
  const theirs = await gateway.listMovements();
  await deps.eventStore.handleCommand(
    reconciliationDecider,
    reconciliationStreamId(date),
    {
      type: 'ReportReconciliation',
      date,
      ledgerCount: ours.length,
      gatewayCount: theirs.length,
      differences: reconcile(ours, theirs),
      at: now.toISOString(),
    },
    { metadata: { actorRole: 'system' } },
  );
}

/**
 * Daily at 04:20 UTC (the night across the United States), queued by pg-boss's schedule once for
 * all instances. The gateway down: retried with backoff through the morning.
 */
export const reconciliationJob = (deps: Deps): JobDefinition => ({
  name: RECONCILIATION_JOB,
  cron: '20 4 * * *',
  retryLimit: 6,
  retryDelaySeconds: 300,
  retryBackoff: true,
  handle: () => reconcilePayments(deps),
});
