import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signUpForm } from '../../../test/helpers/accounts-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { startTestApp } from '../../../test/helpers/test-server.js';
import { waitFor } from '../../../test/helpers/wait-for.js';

let server: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  server = await startTestApp(); // no SMTP: mail goes to the outbox
});
afterAll(() => server.close());

describe(`the developer mailbox on ${testEngine}`, () => {
  it('shows outbox emails with their links clickable, so sign-up works without SMTP', async () => {
    const form = signUpForm({ firstName: '<b>Bold</b>' });
    await post(server.app, '/api/auth/sign-up', form);
    const page = await waitFor(async () => {
      const response = await get(server.app, '/dev/mailbox');
      return response.body.includes(form.email) ? response : undefined;
    });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Confirm your email for RBT Nanny Connect');
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/verify-email\?token=[\w%-]+">/);
    expect(page.body).not.toContain('<b>Bold</b>');
    expect(page.body).toContain('&lt;b&gt;Bold&lt;/b&gt;');
  });

  it('does not exist in production', async () => {
    const production = await startTestApp({ config: { isProduction: true } });
    try {
      expect((await get(production.app, '/dev/mailbox')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
