import type { MailMessage } from './mail-transport.js';

interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown after the button: expiry, what to do if it wasn't you. */
  afterAction?: string[];
}

const PRODUCT = 'RBT Nanny Connect';

/** One look for every email: a text part for any client, and a simple, accessible HTML part. */
export function renderMail(content: MailContent): MailMessage {
  return {
    to: content.to,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
  };
}

function renderText(content: MailContent): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  for (const p of content.afterAction ?? []) lines.push(p, '');
  lines.push(`— The ${PRODUCT} team`);
  return lines.join('\n');
}

function renderHtml(content: MailContent): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#5b3f9e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f4f6f6;font-family:Arial,Helvetica,sans-serif;color:#1c2430">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#5b3f9e;margin:0 0 24px">${PRODUCT}</h1>
<div style="background:#ffffff;border-radius:8px;padding:24px;line-height:1.5">
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${button}
${(content.afterAction ?? []).map(paragraph).join('\n')}
<p style="margin:0">— The ${PRODUCT} team</p>
</div></div></body></html>`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
