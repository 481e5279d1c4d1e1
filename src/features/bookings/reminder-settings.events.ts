import { Type, type Static } from '@sinclair/typebox';
import type { EventTypeDefinition } from '../../infra/event-store/event-catalog.js';

/** A parent's or nanny's choice of the 3-hour reminder (the 24-hour one always comes). */
const ReminderSettingsChanged = Type.Object({
  accountId: Type.String(),
  soonReminder: Type.Boolean(),
  changedAt: Type.String(),
});

export type ReminderSettingsEvent = {
  type: 'ReminderSettingsChanged';
  data: Static<typeof ReminderSettingsChanged>;
};

export const reminderSettingsEventTypes: EventTypeDefinition[] = [
  { type: 'ReminderSettingsChanged', schema: ReminderSettingsChanged },
];

export const reminderSettingsStreamId = (accountId: string) => `reminder-settings-${accountId}`;
