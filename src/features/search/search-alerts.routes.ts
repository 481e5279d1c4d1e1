import { zoneOfPerson } from '../../infra/places/person-zone.js';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireRole } from '../../infra/auth/auth-plugin.js';
import type { FeatureDeps } from '../../infra/feature.js';
import { errorResponsesFor } from '../../infra/http/responses.js';
import { alertsSince, directorySearchOf } from './saved-searches.view.js';
import type { DirectoryCard } from './directory-cards.js';
import { DirectoryCard as DirectoryCardSchema } from './directory.routes.js';
import { matchingCard } from './directory-pages.queries.js';
import { recentMatches } from './search.queries.js';

/** More than a month of daily approvals for ten searches would not be read anyway. */
const MAX_ALERTS = 100;

const Alert = Type.Object({
  searchId: Type.String(),
  label: Type.String(),
  nanny: DirectoryCardSchema,
  matchedAt: Type.String(),
});

/**
 * The RBTs a parent's saved searches found over the last 30 days, newest first, each as her card
 * reads now for that search (its date window aside: a passed date would hide every one). One no
 * longer listed, or no longer matching, drops out.
 */
export const searchAlertsRoutes: FastifyPluginAsyncTypebox<FeatureDeps> = async (app, deps) => {
  app.get(
    '/api/parent/search-alerts',
    {
      preValidation: requireRole('parent'),
      schema: {
        summary: 'Nannies newly matching saved searches',
        tags: ['saved searches'],
        response: {
          200: Type.Object({ alerts: Type.Array(Alert) }),
          ...errorResponsesFor(401, 403),
        },
      },
    },
    async (request) => {
      const parentId = authOf(request).accountId;
      const now = deps.clock();
      const platformZone = deps.config.timeZone;
      const { zone } = await zoneOfPerson(
        deps.db,
        { accountId: parentId, role: 'parent' },
        platformZone,
      );
      const rows = await recentMatches(deps.db, parentId, alertsSince(now), MAX_ALERTS);
      const alerts: { searchId: string; label: string; nanny: DirectoryCard; matchedAt: string }[] =
        [];
      for (const row of rows) {
        const search = { ...directorySearchOf(row.search), window: null };
        const nanny = await matchingCard(deps.db, {
          nannyId: row.nanny_id,
          parentId,
          search,
          now,
          zone,
          platformZone,
        });
        if (!nanny) continue;
        alerts.push({
          searchId: row.search_id,
          label: row.label,
          nanny,
          matchedAt: row.matched_at.toISOString(),
        });
      }
      return { alerts };
    },
  );
};
