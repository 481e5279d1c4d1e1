import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../src/infra/feature.js';
import { post } from './accounts-api.js';
import { bookingNanny, type Party } from './bookings-api.js';
import type { SeedNanny } from './directory-seed.js';
import { upload } from './nanny-api.js';
import { pdfBytes } from './pdf-fixtures.js';
import { sameOrigin } from './test-server.js';
import { signedInAccount } from './test-sessions.js';

export const put = (app: FastifyInstance, url: string, payload: object, cookie: string) =>
  app.inject({ method: 'PUT', url, payload, headers: { ...sameOrigin, cookie } });

async function ok(response: ReturnType<typeof put>, what: string) {
  const done = await response;
  if (done.statusCode !== 200) throw new Error(`${what}: ${done.statusCode} ${done.body}`);
  return done;
}

export interface SearchableNanny {
  fullName?: string;
  week?: SeedNanny['week'];
  area?: { zip: string; radiusMiles: number };
  needs?: string[];
  languages?: string[];
  /** Upload a CPR / First Aid card and have an operator verify it through this date. */
  cprValidUntil?: string;
}

/**
 * An approved nanny (signed up and approved as the seed writes it), who then sets her area,
 * experience and CPR card through the real routes, as she would on her dashboard.
 */
export async function searchableNanny(
  app: FastifyInstance,
  deps: FeatureDeps,
  operator: string,
  seed: SearchableNanny,
): Promise<Party> {
  const nanny = await bookingNanny(deps, {
    fullName: seed.fullName ?? 'Sam Searchable',
    ...(seed.week ? { week: seed.week } : {}),
  });
  await setArea(app, nanny, seed.area);
  if (seed.needs || seed.languages) {
    await ok(
      put(
        app,
        '/api/nanny/experience',
        { needs: seed.needs ?? [], languages: seed.languages ?? [] },
        nanny.cookie,
      ),
      'experience',
    );
  }
  if (seed.cprValidUntil) {
    const uploaded = await upload(
      app,
      nanny.cookie,
      'cpr-first-aid',
      pdfBytes('cpr'),
      'cpr.pdf',
      'application/pdf',
    );
    if (uploaded.statusCode >= 300) throw new Error(`cpr upload: ${uploaded.body}`);
    const verified = await post(
      app,
      `/api/operator/nannies/${nanny.id}/cpr-first-aid/verify`,
      { validUntil: seed.cprValidUntil },
      operator,
    );
    if (verified.statusCode !== 200) throw new Error(`cpr verify: ${verified.body}`);
  }
  return nanny;
}

/** PUT /api/nanny/service-area. */
export async function setArea(
  app: FastifyInstance,
  nanny: Party,
  area: { zip: string; radiusMiles: number } | undefined,
) {
  if (area) await ok(put(app, '/api/nanny/service-area', area, nanny.cookie), 'service area');
}

/** A signed-in parent, with her home ZIP set through PUT /api/parent/home-zip when given. */
export async function searchingParent(
  app: FastifyInstance,
  deps: FeatureDeps,
  zip?: string,
): Promise<{ id: string; cookie: string }> {
  const { accountId, cookie } = await signedInAccount(deps, 'parent');
  if (zip) await ok(put(app, '/api/parent/home-zip', { zip }, cookie), 'home zip');
  return { id: accountId, cookie };
}
