import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { latestMails } from './accounts.queries.js';
import type { Database } from '../../infra/db/schema.js';
import { escapeHtml } from '../../infra/mail/mail-layout.js';

const MAILBOX_STYLE = `body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1c2430}
article{border:1px solid #d5dbe0;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#555;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}`;
/** No script at all; its one inline style is allowed by its hash, not by 'unsafe-inline'. */
const MAILBOX_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(MAILBOX_STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Outside production, /dev/mailbox shows the emails the app sent to the outbox, with their
 * links clickable, so a developer can sign up and verify without an SMTP server.
 */
export const devMailboxRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latestMails(db, 50);
    const items = mails.map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to_address)} · ${mail.sent_at.toISOString()} · ${mail.transport}</p>
  <pre>${mail.text_body === null ? '(sent over SMTP: body not kept)' : linkify(escapeHtml(mail.text_body))}</pre>
</article>`,
    );
    return reply.type('text/html; charset=utf-8').header('Content-Security-Policy', MAILBOX_CSP)
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · RBT Nanny Connect</title>
<style>${MAILBOX_STYLE}</style></head>
<body><h1>Dev mailbox</h1><p>The last 50 emails the app sent, newest first. This page does not exist in production.</p>
${items.join('\n') || '<p>No emails yet.</p>'}</body></html>`);
  });
};

function linkify(escapedText: string): string {
  return escapedText.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
