import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { metadataOf } from '../../infra/http/request-ids.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { SOON_REMINDER_OFF_MESSAGE, SOON_REMINDER_ON_MESSAGE } from '../../shared/session-notes.js';
import { reminderSettingsDecider } from './reminder-settings.decider.js';
import { reminderSettingsStreamId } from './reminder-settings.events.js';

const errors = errorResponsesFor(400, 401, 403);
const tags = ['bookings'];
const partiesOnly = requireRole('parent', 'nanny');
const Settings = Type.Object({ soonReminder: Type.Boolean() });

/** A parent's or nanny's own reminder settings: the 3-hour reminder on or off (on by default). */
export const reminderSettingsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  const soonReminderOf = async (accountId: string) => {
    const row = await deps.db
      .selectFrom('reminder_settings')
      .select('soon_reminder')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row?.soon_reminder ?? true;
  };

  app.get(
    '/api/reminder-settings',
    {
      preValidation: partiesOnly,
      schema: {
        summary: 'Her reminder settings (the 3-hour reminder on or off)',
        tags,
        response: { 200: Settings, ...errors },
      },
    },
    async (request) => ({ soonReminder: await soonReminderOf(authOf(request).accountId) }),
  );

  app.put(
    '/api/reminder-settings',
    {
      preValidation: partiesOnly,
      schema: {
        summary: 'Turn the 3-hour reminder on or off',
        tags,
        body: Settings,
        response: {
          200: Type.Object({ message: Type.String(), ...Settings.properties }),
          ...errors,
        },
      },
    },
    async (request) => {
      const accountId = authOf(request).accountId;
      const { soonReminder } = request.body;
      await deps.eventStore.handleCommand(
        reminderSettingsDecider,
        reminderSettingsStreamId(accountId),
        { type: 'SetSoonReminder', accountId, soonReminder, at: deps.clock().toISOString() },
        { metadata: metadataOf(request) },
      );
      return {
        message: soonReminder ? SOON_REMINDER_ON_MESSAGE : SOON_REMINDER_OFF_MESSAGE,
        soonReminder: await soonReminderOf(accountId),
      };
    },
  );
};
