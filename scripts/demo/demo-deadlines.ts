import { dueDeadlineCommands } from '../../src/features/bookings/bookings-deadlines.job.js';
import { runBookingCommand } from '../../src/features/bookings/bookings.handlers.js';
import type { Runtime } from '../../src/runtime.js';

/**
 * What the every-minute deadlines job (bookings.deadlines) does at the clock's time, with the
 * job's own selection, but for the demo's own bookings only: with --force the data holds real
 * bookings, whose deadlines are the app's to keep, never the demo's to backdate.
 */
export function demoDeadlines(runtime: Runtime, bookingIds: () => readonly string[]) {
  return async (): Promise<void> => {
    const commands = await dueDeadlineCommands(runtime.db, runtime.clock(), bookingIds());
    for (const command of commands) {
      await runBookingCommand(runtime, command, { actorRole: 'system' });
    }
  };
}
