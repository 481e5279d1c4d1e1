import { chargeJob } from '../../src/features/payments/payments.jobs.js';
import { chargeIdOf } from '../../src/features/payments/payments.events.js';
import type { Runtime } from '../../src/runtime.js';

/**
 * What the payments.charge job does for a confirmed session, run at the story's time: no job
 * runs while the story plays, and a review waits for the session's charge (docs/product.md,
 * Reviews). The job queued with the confirmation still runs once the app works its queue; the
 * charge is already paid then, so it changes nothing.
 */
export async function chargeSessionNow(runtime: Runtime, bookingId: string): Promise<void> {
  const payload = {
    chargeId: chargeIdOf(bookingId, 'session'),
    bookingId,
    purpose: 'session' as const,
    attempt: 1,
    tipCents: 0,
  };
  await chargeJob(runtime).handle(payload, { id: `demo-charge-${bookingId}`, retryCount: 0 });
}
