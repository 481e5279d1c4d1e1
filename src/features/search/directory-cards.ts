import { distanceLabel } from '../../shared/directory-search.js';
import {
  BACKGROUND_EXPIRED_BADGE,
  backgroundCheckValidUntil,
  backgroundVerifiedText,
  cprValidUntilText,
  isValidOn,
  rbtVerifiedText,
  verifiedOnIn,
} from '../../shared/credentials.js';
import { MIN_REVIEWS_SHOWN } from '../../shared/reviews.js';
import { nannyProfilePhotoUrl } from '../../infra/storage/profile-photo-urls.js';
import { sameClockAt, zoneLabel, zoneOrPlatform } from '../../shared/time-zones.js';

/** What a directory row holds; coordinates and her ZIP stay in SQL and never reach a card. */
export interface CardRow {
  nanny_id: string;
  full_name: string;
  bio: string;
  photo_version: string | null;
  availability_summary: string;
  /** Her zone (her ZIP's); null: the platform's. */
  time_zone: string | null;
  listed_at: Date | null;
  city: string | null;
  state: string | null;
  needs: string[];
  languages: string[];
  cpr_valid_until: string | null;
  /** Her last check that found her RBT certification active; null while it is not active. */
  rbt_checked_on: string | null;
  /** When her background check in force was verified; its day is the platform zone's. */
  background_verified_at: Date | null;
  /** Miles from the parent's ZIP centroid; null when she has none. */
  distance: number | null;
  next_key?: string;
  /** The log's last position when the page was read (a later page's "as of"); int8 as read. */
  log_position?: string | number | bigint | null;
  next_available_on: string | null;
  /** Her shown reviews (revealed by now): how many, and their average Overall stars. */
  rating_count: number;
  rating_average: number | null;
  /** The "Highest rated" key: the shown average (one decimal) from 3 reviews on, else 0. */
  rated_key: number;
}

export interface DirectoryCard {
  id: string;
  fullName: string;
  bio: string;
  photoUrl: string | null;
  availabilitySummary: string;
  city: string | null;
  state: string | null;
  distance: { miles: number; label: string } | null;
  needs: string[];
  languages: string[];
  cprFirstAid: boolean;
  /** A verified background check less than 12 months old (the shared "valid until" rule). */
  backgroundCheck: boolean;
  /** What families read of her credentials (docs/product.md, Credentials). */
  credentials: string[];
  matchedNeeds: string[];
  nextAvailableOn: string | null;
  /** Her average from 3 shown reviews on (null: "New"), and how many (docs/product.md, Reviews). */
  rating: { average: number | null; count: number };
}

/** YYYY-MM-DD `days` after a YYYY-MM-DD date (calendar arithmetic, no time zone). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * A nanny's card as a parent sees it: the place (city, state) and a rounded distance, never
 * coordinates, ZIP or address; her needs with those the parent asked for picked out.
 */
export function cardOf(
  row: CardRow,
  context: {
    today: string;
    asked: readonly string[];
    /** The searching parent's clock: her hours are named with her zone when it reads otherwise. */
    clock?: { zone: string; platformZone: string; now: Date };
  },
) {
  const background = backgroundOf(row, context.clock?.platformZone);
  return {
    id: row.nanny_id,
    fullName: row.full_name,
    bio: row.bio,
    photoUrl: nannyProfilePhotoUrl(row.nanny_id, row.photo_version),
    availabilitySummary: summaryOn(row, context.clock),
    city: row.city,
    state: row.state,
    distance:
      row.distance === null
        ? null
        : { miles: Math.round(row.distance), label: distanceLabel(row.distance) },
    needs: row.needs,
    languages: row.languages,
    cprFirstAid: isValidOn(row.cpr_valid_until, context.today),
    backgroundCheck: background !== null && isValidOn(background.validUntil, context.today),
    credentials: credentialLines(row, background, context.today),
    matchedNeeds: row.needs.filter((need) => context.asked.includes(need)),
    nextAvailableOn: row.next_available_on,
    rating: shownRating(row.rating_count, row.rating_average),
  } satisfies DirectoryCard;
}

/**
 * "Mon–Fri 08:00–17:00" on her clock, or "Mon–Fri 08:00–17:00 CT" to a parent whose clock reads
 * otherwise (her hours are wall-clock times where she lives).
 */
function summaryOn(
  row: CardRow,
  clock: { zone: string; platformZone: string; now: Date } | undefined,
) {
  const summary = row.availability_summary;
  if (clock === undefined || summary === '') return summary;
  const hers = zoneOrPlatform(row.time_zone, clock.platformZone);
  if (sameClockAt(hers, clock.zone, clock.now)) return summary;
  return `${summary} ${zoneLabel(hers, clock.now)}`;
}

/**
 * Her background check's day (the platform zone's calendar) and its last valid day. Every
 * directory read passes the platform zone; only unit tests of other parts of a card leave it out.
 */
function backgroundOf(row: CardRow, platformZone = 'UTC') {
  if (row.background_verified_at === null) return null;
  const verifiedOn = verifiedOnIn(row.background_verified_at, platformZone);
  return { verifiedOn, validUntil: backgroundCheckValidUntil(verifiedOn) };
}

/**
 * "RBT certification verified active, last checked ..." (only while active), her background
 * check ("verified {month year}", or "Background check expired" once 12 months have passed)
 * and a current CPR / First Aid card.
 */
function credentialLines(
  row: CardRow,
  background: ReturnType<typeof backgroundOf>,
  today: string,
): string[] {
  const lines: string[] = [];
  if (row.rbt_checked_on) lines.push(rbtVerifiedText(row.rbt_checked_on));
  if (background)
    lines.push(
      isValidOn(background.validUntil, today)
        ? backgroundVerifiedText(background.verifiedOn)
        : BACKGROUND_EXPIRED_BADGE,
    );
  if (isValidOn(row.cpr_valid_until, today)) lines.push(cprValidUntilText(row.cpr_valid_until!));
  return lines;
}

/** The average families read: one decimal, from her third shown review on (else "New"). */
function shownRating(count: number, average: number | null) {
  const shown = count >= MIN_REVIEWS_SHOWN && average !== null;
  return { average: shown ? Math.round(average * 10) / 10 : null, count };
}
