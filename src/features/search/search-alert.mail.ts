import type { Kysely } from 'kysely';
import type { Database, SavedSearchFilters } from '../../infra/db/schema.js';
import type { Reaction } from '../../infra/event-store/event-store-service.js';
import { composedMailJob, type MailJobDeps } from '../../infra/mail/mail-job.js';
import { renderMail } from '../../infra/mail/mail-layout.js';
import type { MailMessage } from '../../infra/mail/mail-transport.js';
import type { JobDefinition } from '../../infra/queue/job-queue.js';
import { SEARCH_ALERT_SUBJECT } from '../../shared/saved-searches.js';
import { searchParamsOf } from './saved-searches.view.js';
import { parentProfileFacts } from '../parents/parents.reads.js';

const SEARCH_ALERT_MAIL_JOB = 'mail.send-search-alert';

interface AlertMailPayload {
  parentId: string;
  nannyIds: string[];
  /** The matches this email is about are those the event marked mailed at this instant. */
  mailedAt: string;
}

/** The day's alert email is queued in the transaction that records it: both or neither. */
export const searchAlertMailReaction: Reaction = {
  name: 'email-search-alert',
  handles: ['SearchAlertMailed'],
  react: async (event, tx) => {
    const { parentId, nannyIds, mailedAt } = event.data as AlertMailPayload;
    await tx.enqueue(SEARCH_ALERT_MAIL_JOB, {
      parentId,
      nannyIds,
      mailedAt,
    } satisfies AlertMailPayload);
  },
};

export interface AlertFacts {
  parentName: string;
  parentEmail: string;
  /** Each saved search with the new RBTs it found, in the order they were saved. */
  searches: {
    label: string;
    search: SavedSearchFilters;
    nannies: { fullName: string; city: string | null; state: string | null }[];
  }[];
}

const place = (n: { city: string | null; state: string | null }) =>
  n.city && n.state ? ` (${n.city}, ${n.state})` : '';

/**
 * The directory (on the parent's Bookings tab) with the search filled in, as the web app puts it
 * in the address: a link the parent can open or share.
 */
export const searchLink = (siteUrl: string, search: SavedSearchFilters) => {
  const query = new URLSearchParams({
    tab: 'bookings',
    ...(searchParamsOf(search) as Record<string, string>),
  });
  return `${siteUrl}/parent-dashboard?${query.toString()}`;
};

/** One email listing every new match, grouped by saved search; renderMail escapes the text. */
export function searchAlertMail(facts: AlertFacts, siteUrl: string): MailMessage {
  const paragraphs = facts.searches.flatMap(({ label, search, nannies }) => [
    `For your search “${label}”: ${nannies.map((n) => `${n.fullName}${place(n)}`).join(', ')}.`,
    `See them: ${searchLink(siteUrl, search)}`,
  ]);
  const first = facts.searches[0]!;
  return renderMail({
    to: facts.parentEmail,
    subject: SEARCH_ALERT_SUBJECT,
    greeting: `Hello ${facts.parentName},`,
    paragraphs: ['New RBTs were approved who match your saved searches.', ...paragraphs],
    action: { label: 'See them in the directory', url: searchLink(siteUrl, first.search) },
    afterAction: [
      'We send at most one of these emails a day. To stop them, delete the saved search in your dashboard.',
    ],
  });
}

/** Who is mailed and what about, read when the email goes out; only nannies still listed. */
async function factsOf(
  db: Kysely<Database>,
  { parentId, nannyIds, mailedAt }: AlertMailPayload,
): Promise<(AlertFacts & { nannyIds: string[] }) | undefined> {
  const parent = await db
    .selectFrom(parentProfileFacts().as('p'))
    .select(['full_name', 'email'])
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  if (!parent || nannyIds.length === 0) return undefined;
  const rows = await db
    .selectFrom('saved_search_matches as m')
    .innerJoin('saved_searches as s', 's.search_id', 'm.search_id')
    .innerJoin('nanny_directory as d', 'd.nanny_id', 'm.nanny_id')
    .select([
      's.search_id',
      's.label',
      's.search',
      'm.nanny_id',
      'd.full_name',
      'd.city',
      'd.state',
    ])
    .where('m.parent_id', '=', parentId)
    .where('m.nanny_id', 'in', nannyIds)
    .where('m.mailed_at', '=', new Date(mailedAt))
    .where('d.listed', '=', true)
    .orderBy('s.saved_at')
    .orderBy('s.search_id')
    .orderBy('m.matched_at')
    .orderBy('m.nanny_id')
    .execute();
  const searches = new Map<string, AlertFacts['searches'][number]>();
  for (const row of rows) {
    const entry = searches.get(row.search_id) ?? {
      label: row.label,
      search: row.search,
      nannies: [],
    };
    entry.nannies.push({ fullName: row.full_name, city: row.city, state: row.state });
    searches.set(row.search_id, entry);
  }
  if (searches.size === 0) return undefined;
  return {
    parentName: parent.full_name,
    parentEmail: parent.email,
    searches: [...searches.values()],
    nannyIds: [...new Set(rows.map((row) => row.nanny_id))],
  };
}

export function searchAlertMailJob(deps: MailJobDeps): JobDefinition<AlertMailPayload> {
  return composedMailJob<AlertMailPayload>(SEARCH_ALERT_MAIL_JOB, deps.mailer, async (payload) => {
    const facts = await factsOf(deps.db, payload);
    if (!facts) return undefined;
    return {
      message: searchAlertMail(facts, deps.config.publicUrl),
      names: { to: payload.parentId, about: facts.nannyIds },
    };
  });
}
