import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database, WeeklyAvailability } from '../../src/infra/db/schema.js';
import { placeOfZipNow } from './zip-places.js';
import type { EventCatalog } from '../../src/infra/event-store/event-catalog.js';
import type { NewEvent } from '../../src/infra/event-store/event-types.js';
import type { FeatureDeps } from '../../src/infra/feature.js';
import { rebuildProjections } from '../../src/infra/projections/rebuild.js';
import { BulkLog, productCatalog, productProjections } from './bulk-log.js';

export interface SeedNanny {
  fullName?: string;
  bio?: string;
  withPhoto?: boolean;
  week?: WeeklyAvailability;
  /** Approve her (the default); false leaves her pending. */
  approved?: boolean;
  approvedAt?: Date;
  /** Where she works: a known ZIP and how far she travels. */
  area?: { zip: string; radiusMiles?: number };
  needs?: string[];
  languages?: string[];
  /** Her CPR / First Aid, verified current through this date. */
  cprValidUntil?: string;
  /** Single-day hours. */
  singleDays?: { date: string; startTime: string; endTime: string }[];
}

/** The search facts of a seed (area, experience, CPR, single days), in the nanny stream. */
export function searchFacts(nannyId: string, seed: SeedNanny, at: string): NewEvent[] {
  const facts: NewEvent[] = [];
  if (seed.area) {
    const place = placeOfZipNow(seed.area.zip);
    if (!place) throw new Error(`unknown ZIP ${seed.area.zip}`);
    facts.push({
      type: 'NannyServiceAreaSet',
      data: { nannyId, ...place, radiusMiles: seed.area.radiusMiles ?? 15, setAt: at },
    });
  }
  if (seed.needs || seed.languages) {
    facts.push({
      type: 'NannyExperienceSet',
      data: { nannyId, needs: seed.needs ?? [], languages: seed.languages ?? [], setAt: at },
    });
  }
  if (seed.cprValidUntil) {
    facts.push({
      type: 'CprFirstAidVerified',
      data: { nannyId, validUntil: seed.cprValidUntil, verifiedAt: at },
    });
  }
  for (const [i, single] of (seed.singleDays ?? []).entries()) {
    facts.push({
      type: 'SingleDayAvailabilityAdded',
      data: { nannyId, entryId: `${nannyId}-single-${i}`, ...single, addedAt: at },
    });
  }
  return facts;
}

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY_OFF = { available: false, startTime: '09:00', endTime: '17:00' };

/** A week of `rest` (not available, 09:00–17:00, unless told) but for the days given. */
export function weekOf(
  days: Partial<WeeklyAvailability>,
  rest: WeeklyAvailability['monday'] = DAY_OFF,
): WeeklyAvailability {
  return { ...(Object.fromEntries(WEEK.map((d) => [d, rest])) as WeeklyAvailability), ...days };
}

const day = (available: boolean) => ({ available, startTime: '08:00', endTime: '17:00' });
const weekdays = (): WeeklyAvailability =>
  weekOf({ saturday: day(false), sunday: day(false) }, day(true));

let photo: Buffer | undefined;

/** The facts of a nanny who signed up, agreed, filled in her profile and (maybe) got approved. */
function nannyFacts(nannyId: string, seed: SeedNanny, at: string) {
  const fullName = seed.fullName ?? `Nanny ${nannyId.slice(0, 6)}`;
  const account: NewEvent[] = [
    {
      type: 'NannyRegistered',
      data: {
        accountId: nannyId,
        firstName: fullName.split(' ')[0] ?? fullName,
        lastName: fullName.split(' ').slice(1).join(' '),
        fullName,
        email: `${nannyId}@nannies.example`,
        signUpMethod: 'password',
        googleSubject: null,
        emailVerified: true,
        termsAcceptedAt: at,
        registeredAt: at,
      },
    },
  ];
  const nanny: NewEvent[] = [
    { type: 'PaymentPolicyAgreed', data: { nannyId, policyVersion: '2025-03', agreedAt: at } },
    {
      type: 'NannyProfileUpdated',
      data: { nannyId, fullName, bio: seed.bio ?? '', updatedAt: at },
    },
    { type: 'WeeklyAvailabilitySet', data: { nannyId, week: seed.week ?? weekdays(), setAt: at } },
    ...searchFacts(nannyId, seed, at),
  ];
  if (seed.approved ?? true) {
    nanny.push({
      type: 'NannyApproved',
      data: { nannyId, approvedAt: (seed.approvedAt ?? new Date()).toISOString() },
    });
  }
  return { account, nanny };
}

/** One nanny, written through the event store as operators' approval will write it. */
export async function seedApprovedNanny(
  runtime: FeatureDeps,
  seed: SeedNanny = {},
): Promise<{ nannyId: string }> {
  const nannyId = randomUUID();
  const at = new Date().toISOString();
  const facts = nannyFacts(nannyId, seed, at);
  if (seed.withPhoto) {
    photo ??= await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6b4fbb' } })
      .jpeg()
      .toBuffer();
    await runtime.storage.put(`profilePics/${nannyId}`, photo, 'image/jpeg');
    const sha256 = 'f'.repeat(64);
    facts.nanny.splice(1, 0, {
      type: 'ProfilePhotoUploaded',
      data: {
        nannyId,
        contentType: 'image/jpeg',
        size: photo.length,
        sha256,
        fileName: 'photo.jpg',
        uploadedAt: at,
      },
    });
  }
  await runtime.eventStore.transact(async (tx) => {
    await tx.append({ id: `account-${nannyId}`, type: 'account' }, 0, facts.account);
    await tx.append({ id: `nanny-${nannyId}`, type: 'nanny' }, 0, facts.nanny);
  });
  return { nannyId };
}

type SeedOf = (index: number) => SeedNanny;

/** Many nannies' ids and facts: approval times one second apart, newest first. */
function manyNannies(count: number, approved: boolean, seedOf: SeedOf) {
  const start = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const nannyId = randomUUID();
    const seed = { approved, approvedAt: new Date(start - index * 1000), bio: `Bio ${index}` };
    const facts = nannyFacts(nannyId, { ...seed, ...seedOf(index) }, new Date().toISOString());
    return { nannyId, facts };
  });
}

/** Many nannies quickly: a few hundred per transaction, approval times one second apart. */
export async function seedManyNannies(
  runtime: FeatureDeps,
  count: number,
  approved: boolean,
  /** Each one's area, experience and hours, by index. */
  seedOf: SeedOf = () => ({}),
): Promise<string[]> {
  const nannies = manyNannies(count, approved, seedOf);
  for (let done = 0; done < count; done += 250) {
    await runtime.eventStore.transact(async (tx) => {
      for (const { nannyId, facts } of nannies.slice(done, done + 250)) {
        await tx.append({ id: `account-${nannyId}`, type: 'account' }, 0, facts.account);
        await tx.append({ id: `nanny-${nannyId}`, type: 'nanny' }, 0, facts.nanny);
      }
    });
  }
  return nannies.map(({ nannyId }) => nannyId);
}

/**
 * The same nannies as seedManyNannies, for benchmarks at 10,000: their events inserted into the
 * log in bulk (BulkLog), then every read table rebuilt from the log by the product's rebuild,
 * which folds each event with the same projection code an append runs inline (replay's parity
 * tests hold the two equal). Minutes of one-by-one appends become seconds. Call it before a
 * runtime starts on the database (see BulkLog), on a log with no other events.
 */
export async function seedNanniesInBulk(
  db: Kysely<Database>,
  count: number,
  approved: boolean,
  seedOf: SeedOf = () => ({}),
  /** encryptingCatalog's, to write personal data encrypted as appends do; clear by default. */
  catalog: EventCatalog = productCatalog,
): Promise<string[]> {
  const nannies = manyNannies(count, approved, seedOf);
  const log = new BulkLog(db, catalog);
  for (const { nannyId, facts } of nannies) {
    await log.add({ id: `account-${nannyId}`, type: 'account' }, facts.account);
    await log.add({ id: `nanny-${nannyId}`, type: 'nanny' }, facts.nanny);
  }
  await log.flush();
  await rebuildProjections(db, catalog, productProjections);
  return nannies.map(({ nannyId }) => nannyId);
}

/**
 * What autovacuum does soon after a bulk load in production: table statistics and the visibility
 * map, so the planner knows the directory is 10,000 rows and not empty (without them PostgreSQL
 * planned the deep pages for empty tables: 64 ms a page where 31 with them).
 */
export async function analyzeDirectory(db: Kysely<Database>): Promise<void> {
  await sql`vacuum analyze nanny_directory`.execute(db);
  await sql`vacuum analyze nanny_profiles`.execute(db);
}
