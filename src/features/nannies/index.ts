import type { Feature } from '../../infra/feature.js';
import { documentVersionsProjection } from './documents/document-versions.projection.js';
import { documentVersionsRoutes } from './documents/document-versions.routes.js';
import { nannyEventTypes } from './nannies.events.js';
import { nanniesLiveMapper } from './nannies.live.js';
import { nanniesProjection } from './nannies.projection.js';
import { nanniesRoutes } from './profile/profile.routes.js';
import { nannyDecisionJob, nannyDecisionReaction } from './review/nanny-decision.mail.js';
import { nannyDocumentsRoutes } from './documents/nanny-documents.routes.js';
import { nannyReviewRoutes } from './review/nanny-review.routes.js';
import { profileChangesLiveMapper } from './review/profile-changes.live.js';
import { serviceAreaZonesJob } from './profile/service-area-zone.js';
import { credentialsProjection } from './credentials/credentials.projection.js';
import { credentialsRoutes } from './credentials/credentials.routes.js';
import { credentialRechecksJob, lapseCertificationsJob } from './credentials/credentials.jobs.js';
import {
  credentialReminderMailJob,
  credentialReminderReaction,
  credentialRemindersJob,
} from './credentials/credential-reminders.js';

/* What other features may use of the nannies: her stream and events, the decider the stored-files
   checks fold, where her files are kept, and the summary of her week the directory shows. */
export { nannyDecider, type NannyCommand, type NannyState } from './nannies.decider.js';
export {
  nannyStreamId,
  type DocumentMovedData,
  type DocumentVersionDeletedData,
  type ExperienceData,
  type FileFactsData,
  type NannyEvent,
  type PhotoFileData,
  type ServiceAreaData,
  type ServiceAreaZoneData,
} from './nannies.events.js';
export {
  DOCUMENT_KIND_BY_UPLOAD,
  DOCUMENT_PREFIX,
  documentKey,
  documentKeyPrefixOf,
  LEGACY_DOCUMENT_PREFIX,
  legacyDocumentKey,
  type LegacyDocumentKind,
} from './documents/document-keys.js';
export { nannyProfileExportPart } from './nannies-export.js';
export { LEGACY_PHOTO_PREFIX, newPhotoKey } from './photos/nanny-photos.js';
export { summarizeWeek } from './availability/availability-summary.js';
export { defaultWeek } from './availability/availability.rules.js';
export {
  credentialHeld,
  credentialHeldSql,
  credentialHoldOf,
} from './credentials/credentials.queries.js';

/** The nanny portal (agreement, profile, documents, availability) and the operators' review of it. */
export const nanniesFeature: Feature = {
  name: 'nannies',
  events: nannyEventTypes,
  projections: [nanniesProjection, documentVersionsProjection, credentialsProjection],
  reactions: [nannyDecisionReaction, credentialReminderReaction],
  live: [nanniesLiveMapper, profileChangesLiveMapper],
  jobs: (deps) => [
    nannyDecisionJob(deps),
    serviceAreaZonesJob(deps),
    lapseCertificationsJob(deps),
    credentialRechecksJob(deps),
    credentialRemindersJob(deps),
    credentialReminderMailJob(deps),
  ],
  routes: async (app, deps) => {
    await app.register(nanniesRoutes, deps);
    await app.register(nannyDocumentsRoutes, deps);
    await app.register(nannyReviewRoutes, deps);
    await app.register(documentVersionsRoutes, deps);
    await app.register(credentialsRoutes, deps);
  },
};
