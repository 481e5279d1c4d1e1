import type { Feature } from '../../infra/feature.js';
import { messageReportsRoutes } from './message-reports.routes.js';
import { messageEventTypes } from './messages.events.js';
import { messagesLiveMapper } from './messages.live.js';
import { messagesProjection } from './messages.projection.js';
import { messagesRoutes } from './messages.routes.js';
import { unreadMessagesMailJob } from './unread-mail.job.js';
export { contactsSharedFor } from './messages.queries.js';
export { messageMailPurge } from './unread-mail.job.js';
export { conversationsExportPart, messageReportsExportPart } from './messages-export.js';

export { conversationIdOf } from './messages.events.js';

/** Messages between a parent and a nanny: live, masked until a booking, moderated. */
export const messagesFeature: Feature = {
  name: 'messages',
  events: messageEventTypes,
  projections: [messagesProjection],
  live: [messagesLiveMapper],
  jobs: (deps) => [unreadMessagesMailJob(deps)],
  routes: async (app, deps) => {
    await app.register(messagesRoutes, deps);
    await app.register(messageReportsRoutes, deps);
  },
};
