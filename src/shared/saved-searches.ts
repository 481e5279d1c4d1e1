// Saved searches and their alerts (docs/product.md, Directory): the rules the parent's form shows
// before sending and the server enforces. No Node imports and no I/O, so web/src imports it as
// `@shared/saved-searches`.

export const SAVED_SEARCH_LABEL_MAX = 80;
/** Live (not deleted) saved searches a parent may keep at once. */
export const SAVED_SEARCH_LIMIT = 10;
/** The alerts list and each search's count of new matches look back this far. */
export const SEARCH_ALERT_DAYS = 30;
/** A parent gets at most one alert email in this many hours. */
export const SEARCH_ALERT_MAIL_EVERY_HOURS = 24;
/**
 * The alert email goes in the parent's morning, on her own clock (her ZIP's zone, else the
 * platform's): from 7:00 until noon, whatever the server's zone.
 */
export const SEARCH_ALERT_MORNING = { fromHour: 7, untilHour: 12 } as const;

export const LABEL_MESSAGE = `Please name this search (1 to ${SAVED_SEARCH_LABEL_MAX} characters).`;
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can save up to ${SAVED_SEARCH_LIMIT} searches. Delete one to save another.`;
export const SAVED_SEARCH_NOT_FOUND_MESSAGE = 'Saved search not found.';
export const SEARCH_ALERT_SUBJECT = 'New RBTs match your saved search';

/** The problem with a saved search's name (after trimming), or null. */
export function labelProblem(label: string): string | null {
  const trimmed = label.trim();
  return trimmed.length >= 1 && trimmed.length <= SAVED_SEARCH_LABEL_MAX ? null : LABEL_MESSAGE;
}
