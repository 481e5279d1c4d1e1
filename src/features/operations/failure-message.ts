/** The longest error message an operator sees; the rest is in the server's log. */
export const FAILURE_MESSAGE_MAX = 300;

const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi;
const EMAIL_ADDRESS = /[^\s<>"'(),;:@[\]/]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g;
const QUERY_STRING = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#]*)\?[^\s]*/gi;
const LONG_SECRET = /\b[A-Za-z0-9_-]{32,}\b/g;

/**
 * A failed job's error message as an operator may see it: its first line only (never a stack),
 * with addresses (personal data), credentials in URLs, query strings (one-time tokens travel
 * there) and long token-like strings taken out, and cut to a readable length.
 */
export function failureMessage(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : '';
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const cleaned = firstLine
    .replace(URL_CREDENTIALS, '$1[credentials]@')
    .replace(QUERY_STRING, '$1?[hidden]')
    .replace(EMAIL_ADDRESS, '[address]')
    .replace(LONG_SECRET, '[hidden]')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned === '') return 'No error message.';
  return cleaned.length > FAILURE_MESSAGE_MAX
    ? `${cleaned.slice(0, FAILURE_MESSAGE_MAX - 1)}…`
    : cleaned;
}
