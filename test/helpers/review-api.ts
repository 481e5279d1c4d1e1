import type { FastifyInstance } from 'fastify';
import { registerOperator } from '../../src/features/accounts/register-operator.js';
import type { Runtime } from '../../src/runtime.js';
import { post, sessionCookieOf } from './accounts-api.js';
import { agreedNanny, jpegWithExif, upload } from './nanny-api.js';
import { pdfBytes } from './pdf-fixtures.js';
import { sameOrigin } from './test-server.js';

let operators = 0;

/** A signed-in operator (created as the command-line script does). */
export async function operatorCookie(app: FastifyInstance, runtime: Runtime): Promise<string> {
  const email = `operator${++operators}.${Date.now()}@example.com`;
  await registerOperator(runtime, {
    email,
    password: 'console keeper',
    firstName: 'Olive',
    lastName: 'Ops',
  });
  return sessionCookieOf(await post(app, '/api/auth/login', { email, password: 'console keeper' }));
}

/** A nanny with everything approval needs: photo, name and bio, certification, photo ID. */
export async function completeNanny(
  app: FastifyInstance,
  options: { backgroundCheck?: boolean } = {},
) {
  const nanny = await agreedNanny(app);
  await upload(
    app,
    nanny.cookie,
    'profile-photo',
    await jpegWithExif(200, 200),
    'me.jpg',
    'image/jpeg',
  );
  await upload(app, nanny.cookie, 'rbt-certification', pdfBytes(), 'cert.pdf', 'application/pdf');
  await upload(app, nanny.cookie, 'photo-id', pdfBytes('id'), 'id.pdf', 'application/pdf');
  if (options.backgroundCheck)
    await upload(
      app,
      nanny.cookie,
      'background-check',
      pdfBytes('bg'),
      'bg.pdf',
      'application/pdf',
    );
  await app.inject({
    method: 'PUT',
    url: '/api/nanny/profile',
    payload: { fullName: 'Nora Complete', bio: 'Eight years with autistic children.' },
    headers: { ...sameOrigin, cookie: nanny.cookie },
  });
  return nanny;
}
