import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Role } from '../src/infra/db/schema.js';
import { testEngine } from './helpers/test-database.js';
import { sameOrigin } from './helpers/test-server.js';
import { openApiOperations } from './helpers/openapi-operations.js';
import { ROLES } from './helpers/test-sessions.js';
import { eachRoleTestBed } from './helpers/test-bed.js';

// PRODUCT.md's permissions, route by route, over every route the API documents. A route added
// without a line here fails the first test, so none can ship unclassified.

type Who = 'anyone' | 'signed-in' | Role;
/** Files go to their owner, operators and (photos of approved nannies) parents; others get 404. */
/** 'party': the parent or the nanny of a booking (either role; the route checks which booking). */
type Access = Who | 'file' | 'party';

const matrix: Record<string, Access> = {
  'GET /healthz': 'anyone',
  'GET /readyz': 'anyone',
  'GET /metrics': 'operator',
  'GET /api/session': 'anyone',
  'GET /api/auth/config': 'anyone',
  'POST /api/auth/sign-up': 'anyone',
  'POST /api/auth/login': 'anyone',
  'POST /api/auth/logout': 'anyone',
  'POST /api/auth/verify-email': 'anyone',
  'POST /api/auth/resend-verification': 'anyone',
  'POST /api/auth/forgot-password': 'anyone',
  'POST /api/auth/reset-password': 'anyone',
  'POST /api/auth/google/start': 'anyone',
  'GET /api/auth/google/callback': 'anyone',
  'POST /api/account/email': 'signed-in',
  'POST /api/account/password': 'signed-in',
  'GET /api/account/export': 'signed-in',
  'GET /api/account/access-log': 'signed-in',
  'POST /api/account/erase': 'signed-in',
  'GET /api/operator/accounts': 'operator',
  'POST /api/operator/accounts/{accountId}/erase': 'operator',
  'GET /api/nanny/profile': 'nanny',
  'PUT /api/nanny/profile': 'nanny',
  'POST /api/nanny/agreement': 'nanny',
  'POST /api/nanny/documents/{kind}': 'nanny',
  'PUT /api/nanny/availability/weekly': 'nanny',
  'POST /api/nanny/availability/single-days': 'nanny',
  'DELETE /api/nanny/availability/single-days/{entryId}': 'nanny',
  'PUT /api/nanny/service-area': 'nanny',
  'PUT /api/nanny/experience': 'nanny',
  'PUT /api/parent/home-zip': 'parent',
  'GET /api/parent/profile': 'parent',
  'PUT /api/parent/profile': 'parent',
  'POST /api/parent/photo': 'parent',
  'GET /api/parent/children': 'parent',
  'POST /api/parent/children': 'parent',
  'PUT /api/parent/children/{childId}': 'parent',
  'GET /api/bookings/{id}/care-plans': 'signed-in',
  'POST /api/nanny/bookings/{id}/care-plan/acknowledge': 'nanny',
  'GET /api/directory': 'parent',
  'GET /api/directory/nannies/{nannyId}': 'parent',
  'GET /api/parent/saved-searches': 'parent',
  'POST /api/parent/saved-searches': 'parent',
  'DELETE /api/parent/saved-searches/{searchId}': 'parent',
  'GET /api/parent/search-alerts': 'parent',
  'GET /api/bookings': 'parent',
  'POST /api/bookings': 'parent',
  'GET /api/platform': 'anyone',
  'GET /api/nannies/{nannyId}/hours': 'parent',
  'POST /api/bookings/{id}/cancel': 'parent',
  'POST /api/bookings/{id}/no-show': 'parent',
  'POST /api/bookings/{id}/confirm-hours': 'parent',
  'POST /api/bookings/{id}/dispute-hours': 'parent',
  'POST /api/bookings/{id}/incidents': 'party',
  'GET /api/bookings/{id}/incidents': 'party',
  'GET /api/operator/incidents': 'operator',
  'GET /api/conversations': 'party',
  'GET /api/conversations/{conversationId}/messages': 'party',
  'POST /api/conversations/{conversationId}/messages': 'party',
  'POST /api/conversations/{conversationId}/read': 'party',
  'POST /api/conversations/{conversationId}/block': 'party',
  'DELETE /api/conversations/{conversationId}/block': 'party',
  'POST /api/conversations/{conversationId}/messages/{messageId}/report': 'party',
  'GET /api/operator/message-reports': 'operator',
  'GET /api/operator/message-reports/{reportId}/conversation': 'operator',
  'POST /api/operator/message-reports/{reportId}/decision': 'operator',
  'POST /api/operator/incidents/{id}/decide': 'operator',
  'GET /api/bookings/{bookingId}/reviews': 'party',
  'POST /api/bookings/{bookingId}/review': 'parent',
  'POST /api/nanny/bookings/{bookingId}/review': 'nanny',
  'POST /api/nanny/bookings/{bookingId}/review/reply': 'nanny',
  'GET /api/nannies/{nannyId}/reviews': 'signed-in',
  'GET /api/operator/reviews': 'operator',
  'POST /api/operator/reviews/{bookingId}/decide': 'operator',
  'GET /api/operator/parents/{parentId}/family-reviews': 'operator',
  'GET /api/parent/favourites': 'parent',
  'PUT /api/parent/favourites/{nannyId}': 'parent',
  'DELETE /api/parent/favourites/{nannyId}': 'parent',
  'GET /api/nanny/earnings': 'nanny',
  'GET /api/nanny/earnings.csv': 'nanny',
  'GET /api/parent/payments': 'parent',
  'GET /api/operator/nannies/{nannyId}/earnings': 'operator',
  'GET /api/operator/parents/{parentId}/payments': 'operator',
  'GET /api/parent/payment-card': 'parent',
  'POST /api/parent/payment-card/setup': 'parent',
  'POST /api/parent/payment-card': 'parent',
  'DELETE /api/parent/payment-card': 'parent',
  'POST /api/parent/booking-drafts': 'parent',
  'POST /api/booking-series/preview': 'parent',
  'POST /api/booking-series': 'parent',
  'POST /api/booking-series/{id}/cancel': 'parent',
  'POST /api/nanny/booking-series/{id}/accept': 'nanny',
  'POST /api/nanny/booking-series/{id}/decline': 'nanny',
  'POST /api/nanny/booking-series/{id}/cancel': 'nanny',
  'GET /api/parent/booking-drafts/{draftId}': 'parent',
  'DELETE /api/parent/booking-drafts/{draftId}': 'parent',
  'POST /api/payments/simulated/setups/{setupId}/confirm': 'parent',
  'GET /api/parent/charges': 'parent',
  'GET /api/parent/charges.csv': 'parent',
  'POST /api/parent/charges/{chargeId}/pay-again': 'parent',
  'GET /api/nanny/payouts': 'nanny',
  'POST /api/nanny/payouts/setup': 'nanny',
  'POST /api/payments/simulated/onboarding/complete': 'nanny',
  'GET /api/operator/payments': 'operator',
  'GET /api/operator/payments/reconciliation': 'operator',
  'POST /api/operator/payments/{chargeId}/refunds': 'operator',
  'POST /api/payments/stripe/webhook': 'anyone',
  'GET /api/nanny/bookings': 'nanny',
  'POST /api/nanny/bookings/{id}/accept': 'nanny',
  'POST /api/nanny/bookings/{id}/decline': 'nanny',
  'POST /api/nanny/bookings/{id}/cancel': 'nanny',
  'POST /api/nanny/bookings/{id}/complete': 'nanny',
  'POST /api/nanny/bookings/{id}/check-in': 'nanny',
  'POST /api/nanny/bookings/{id}/check-out': 'nanny',
  'POST /api/nanny/bookings/{id}/session-note': 'nanny',
  'GET /api/reminder-settings': 'party',
  'PUT /api/reminder-settings': 'party',
  'GET /api/operator/bookings': 'operator',
  'GET /api/operator/bookings/{id}': 'operator',
  'POST /api/operator/bookings/{id}/settle': 'operator',
  'GET /api/operator/credential-held-bookings': 'operator',
  'POST /api/operator/bookings/{id}/keep': 'operator',
  'POST /api/operator/bookings/{id}/release': 'operator',
  'GET /api/operator/nannies': 'operator',
  'POST /api/operator/nannies/{nannyId}/approve': 'operator',
  'GET /api/operator/credential-checks': 'operator',
  'POST /api/operator/nannies/{nannyId}/credential-checks': 'operator',
  'GET /api/nanny/credential': 'nanny',
  'POST /api/operator/nannies/{nannyId}/reject': 'operator',
  'POST /api/operator/nannies/{nannyId}/withdraw': 'operator',
  'POST /api/operator/nannies/{nannyId}/background-check/verify': 'operator',
  'POST /api/operator/nannies/{nannyId}/background-check/reject': 'operator',
  'POST /api/operator/nannies/{nannyId}/cpr-first-aid/verify': 'operator',
  'POST /api/operator/nannies/{nannyId}/cpr-first-aid/reject': 'operator',
  'GET /api/operator/profile-changes': 'operator',
  'POST /api/operator/nannies/{nannyId}/profile-change/approve': 'operator',
  'POST /api/operator/nannies/{nannyId}/profile-change/reject': 'operator',
  'GET /api/operator/events': 'operator',
  'GET /api/operator/events/export': 'operator',
  'GET /api/operator/streams/{streamId}': 'operator',
  'POST /api/operator/replay-verify': 'operator',
  'POST /api/operator/replay-verify/cancel': 'operator',
  'GET /api/operator/replay-verify/progress': 'operator',
  'GET /api/operator/jobs': 'operator',
  'GET /api/nannies/{nannyId}/files/{kind}': 'file',
  'GET /api/nannies/{nannyId}/files/pending-photo': 'file',
  'GET /api/nannies/{nannyId}/document-versions/{versionId}': 'file',
  'GET /api/operator/nannies/{nannyId}/documents': 'operator',
  'GET /api/parents/{parentId}/files/profile-photo': 'file',
};

const { server, cookies } = eachRoleTestBed({ work: false });

/** Every documented route, as "METHOD /path" with OpenAPI's {param} placeholders. */
function documentedRoutes(): string[] {
  return openApiOperations(server.app).map((operation) => operation.route);
}

/** A request with a body that breaks every schema: refusal must come before validation. */
function send(route: string, cookie: string | undefined) {
  const [method, path] = route.split(' ') as [string, string];
  const url = path.replace('{kind}', 'photo-id').replace(/\{[^}]+\}/g, () => randomUUID());
  return server.app.inject({
    method: method as 'GET',
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { unexpected: 1 } }),
  });
}

const allowed = (access: Access, role: Role) =>
  access === 'anyone' ||
  access === 'signed-in' ||
  access === role ||
  (access === 'party' && role !== 'operator');

describe(`permissions route by role on ${testEngine}`, () => {
  it('classifies every documented route', () => {
    const routes = documentedRoutes();
    expect(routes.filter((route) => !(route in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('declares the session cookie in the API document on exactly the routes not open to anyone', () => {
    const spec = server.app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
      security?: unknown[];
    };
    const publicInDocument = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => (operation.security ?? spec.security)?.length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const openToAnyone = Object.keys(matrix).filter((route) => matrix[route] === 'anyone');
    expect(publicInDocument.sort()).toEqual(openToAnyone.sort());
  });

  it('refuses signed-out callers before looking at their input', async () => {
    for (const [route, access] of Object.entries(matrix)) {
      if (access === 'anyone') continue;
      const response = await send(route, undefined);
      expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it('refuses every role the route is not for, before looking at its input', async () => {
    for (const [route, access] of Object.entries(matrix)) {
      for (const role of ROLES) {
        if (allowed(access, role)) continue;
        const response = await send(route, cookies[role]);
        // A file that is not yours does not exist, as far as you can tell.
        const refusal = access === 'file' ? 404 : 403;
        expect({ route, role, status: response.statusCode }).toEqual({
          route,
          role,
          status: refusal,
        });
      }
    }
  });

  it('lets the allowed roles past the guard (to a validation answer or a result)', async () => {
    for (const [route, access] of Object.entries(matrix)) {
      if (access === 'anyone' || access === 'file') continue;
      for (const role of ROLES) {
        if (!allowed(access, role)) continue;
        const response = await send(route, cookies[role]);
        expect({ route, role, refused: [401, 403].includes(response.statusCode) }).toEqual({
          route,
          role,
          refused: false,
        });
      }
    }
  });
});
