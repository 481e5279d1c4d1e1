import { assertNever } from '../../infra/domain/errors.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import {
  reminderSettingsStreamId,
  type ReminderSettingsEvent,
} from './reminder-settings.events.js';

export interface SetSoonReminder {
  type: 'SetSoonReminder';
  accountId: string;
  soonReminder: boolean;
  at: string;
}

interface ReminderSettingsState {
  soonReminder: boolean;
}

function evolve(state: ReminderSettingsState, event: ReminderSettingsEvent): ReminderSettingsState {
  switch (event.type) {
    case 'ReminderSettingsChanged':
      return { soonReminder: event.data.soonReminder };
    default:
      return assertNever(event.type);
  }
}

/** Records a change only: the same choice again (a double click) records nothing. */
function decide(
  command: SetSoonReminder,
  state: ReminderSettingsState,
  streamId: string,
): ReminderSettingsEvent[] {
  requireOwnStream(streamId, reminderSettingsStreamId(command.accountId));
  if (command.soonReminder === state.soonReminder) return [];
  const { accountId, soonReminder, at } = command;
  return [{ type: 'ReminderSettingsChanged', data: { accountId, soonReminder, changedAt: at } }];
}

export const reminderSettingsDecider: Decider<
  ReminderSettingsState,
  SetSoonReminder,
  ReminderSettingsEvent
> = {
  streamType: 'reminder-settings',
  initialState: () => ({ soonReminder: true }),
  evolve,
  decide,
};
