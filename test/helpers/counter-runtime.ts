import type { Runtime } from '../../src/runtime.js';
import { MAIL_SEND_JOB } from '../../src/infra/mail/mail-job.js';
import type { MailMessage } from '../../src/infra/mail/mail-transport.js';
import { counterDecider, counterFeature, createCounterTable } from './counter-fixture.js';
import { startTestRuntime, type TestRuntimeOptions } from './test-runtime.js';

/** A runtime with the counter stream type and its read table, for machinery tests. */
export async function startCounterRuntime(options: TestRuntimeOptions = {}): Promise<Runtime> {
  const runtime = await startTestRuntime({
    work: false,
    ...options,
    features: [counterFeature, ...(options.features ?? [])],
  });
  await createCounterTable(runtime.db);
  return runtime;
}

/**
 * An increment whose transaction queues a mail and then fails: the rollback must take the
 * events, the read row and the queued job with it. Rejects with `failure`.
 */
export function incrementThatFailsAfterQueueingMail(
  runtime: Runtime,
  streamId: string,
  mail: MailMessage,
  failure: string,
) {
  return runtime.eventStore.handleCommand(
    counterDecider,
    streamId,
    { type: 'Increment', commandId: `${streamId}-1`, by: 1 },
    {
      onAppended: async (tx) => {
        await tx.enqueue(MAIL_SEND_JOB, mail);
        throw new Error(failure);
      },
    },
  );
}
