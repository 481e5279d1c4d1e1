import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import pg from 'pg';
import { hashSecretToken } from '../../src/infra/auth/secret-tokens.js';
import {
  bookingWindowOf,
  childrenProblem,
  minutesOf,
  noteProblem,
  overlaps,
  requestExpiresAt,
  weekdayOf,
} from '../../src/shared/booking-times.js';

/**
 * The booking request and its acceptance as a conventional CRUD app writes them, for the bench
 * to measure ours against: plain Fastify and pg, the same checks (session, origin, body schema,
 * the shared booking-time rules, her hours, her calendar), the rows such an app keeps (the
 * booking, and an outbox row for each email, in one transaction) and no event log. It reads the
 * sessions, accounts and nannies' hours from the product's tables, as that app would read its own.
 */
export async function startCrudPeer(url: string, publicUrl: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The scratch database is dropped after the run, which ends idle connections: not an error.
  pool.on('error', () => {});
  await pool.query(`
    create table if not exists crud_bookings (
      booking_id text primary key, parent_id text not null, nanny_id text not null,
      date text not null, start_time text not null, end_time text not null,
      starts_at timestamptz not null, ends_at timestamptz not null, children int not null,
      note text not null, status text not null, expires_at timestamptz not null,
      created_at timestamptz not null, responded_at timestamptz);
    create index if not exists crud_bookings_by_nanny on crud_bookings (nanny_id, starts_at);
    create table if not exists crud_outbox (
      id bigint generated always as identity primary key, to_account text not null,
      subject text not null, body text not null, created_at timestamptz not null default now());`);
  const app = Fastify({ logger: false });
  routes(app, pool, publicUrl);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

type Role = 'parent' | 'nanny';
const COOKIE = /(?:^|;\s*)rbt_session=([^;]+)/;

/** The signed-in account of the request's cookie, of this role, or a 401/403 answered. */
async function signedIn(
  pool: pg.Pool,
  headers: Record<string, unknown>,
  role: Role,
  reply: FastifyReply,
): Promise<string | undefined> {
  const cookie = typeof headers.cookie === 'string' ? headers.cookie : '';
  const token = COOKIE.exec(cookie)?.[1];
  if (token === undefined) return void reply.status(401).send({ message: 'Please sign in.' });
  const { rows } = await pool.query<{ id: string; role: string }>({
    name: 'crud-session',
    text: `select a.id, a.role from sessions s join accounts a on a.id = s.account_id
            where s.id = $1 and s.expires_at > now()`,
    values: [hashSecretToken(token)],
  });
  const account = rows[0];
  if (!account) return void reply.status(401).send({ message: 'Please sign in.' });
  if (account.role !== role) return void reply.status(403).send({ message: 'Not allowed.' });
  return account.id;
}

const requestBody = {
  type: 'object',
  additionalProperties: false,
  required: ['nannyId', 'date', 'startTime', 'endTime', 'children', 'note', 'idempotencyKey'],
  properties: {
    nannyId: { type: 'string', minLength: 1, maxLength: 64 },
    date: { type: 'string', maxLength: 10 },
    startTime: { type: 'string', maxLength: 5 },
    endTime: { type: 'string', maxLength: 5 },
    children: { type: 'integer', minimum: -1000, maximum: 1000 },
    note: { type: 'string', maxLength: 5000 },
    idempotencyKey: { type: 'string', minLength: 8, maxLength: 100 },
  },
} as const;

interface RequestBody {
  nannyId: string;
  date: string;
  startTime: string;
  endTime: string;
  children: number;
  note: string;
  idempotencyKey: string;
}

function routes(app: FastifyInstance, pool: pg.Pool, publicUrl: string) {
  app.post<{ Body: RequestBody }>(
    '/api/bookings',
    { schema: { body: requestBody } },
    async (request, reply) => {
      if (request.headers.origin !== publicUrl)
        return reply.status(403).send({ message: 'Origin' });
      const parentId = await signedIn(pool, request.headers, 'parent', reply);
      if (parentId === undefined) return reply;
      const body = request.body;
      const now = new Date();
      const window = bookingWindowOf(body, 'UTC', now);
      const problem = window.ok
        ? (childrenProblem(body.children) ?? noteProblem(body.note))
        : window.problem;
      if (!window.ok || problem) return reply.status(400).send({ message: problem });
      const bookingId = `${parentId}:${body.idempotencyKey}`;
      const client = await pool.connect();
      try {
        await client.query('begin');
        // Her row locked: two requests or acceptances for her calendar go one at a time.
        const nanny = await client.query<{ bookable: boolean; week: Record<string, Hours> }>({
          name: 'crud-nanny',
          text: `select b.bookable, p.weekly_availability as week from bookable_nannies b
                   join nanny_profiles p on p.nanny_id = b.nanny_id
                  where b.nanny_id = $1 for update of b`,
          values: [body.nannyId],
        });
        const her = nanny.rows[0];
        if (!her?.bookable) return await refuse(client, reply, 409, 'Not available for booking.');
        if (!withinWeek(her.week, body)) return await refuse(client, reply, 409, 'Not available.');
        const { startsAt, endsAt } = window.value;
        const taken = await client.query({
          name: 'crud-overlap',
          text: `select 1 from crud_bookings where nanny_id = $1 and status = 'accepted'
                    and starts_at < $3 and ends_at > $2 limit 1`,
          values: [body.nannyId, startsAt, endsAt],
        });
        if (taken.rowCount) return await refuse(client, reply, 409, 'Already booked.');
        const inserted = await client.query({
          name: 'crud-insert',
          text: `insert into crud_bookings (booking_id, parent_id, nanny_id, date, start_time,
                   end_time, starts_at, ends_at, children, note, status, expires_at, created_at)
                 values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $12)
                 on conflict (booking_id) do nothing`,
          values: [
            bookingId,
            parentId,
            body.nannyId,
            body.date,
            body.startTime,
            body.endTime,
            startsAt,
            endsAt,
            body.children,
            body.note,
            requestExpiresAt(now, startsAt),
            now,
          ],
        });
        if (inserted.rowCount) await mail(client, body.nannyId, 'New booking request', bookingId);
        await client.query('commit');
        return reply.status(201).send({ message: 'Request sent.', bookingId });
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/nanny/bookings/:id/accept',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request, reply) => {
      if (request.headers.origin !== publicUrl)
        return reply.status(403).send({ message: 'Origin' });
      const nannyId = await signedIn(pool, request.headers, 'nanny', reply);
      if (nannyId === undefined) return reply;
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query({
          name: 'crud-lock',
          text: 'select 1 from bookable_nannies where nanny_id = $1 for update',
          values: [nannyId],
        });
        const found = await client.query<Booking>({
          name: 'crud-booking',
          text: `select booking_id, parent_id, status, starts_at as "startsAt", ends_at as "endsAt"
                   from crud_bookings where booking_id = $1 and nanny_id = $2 for update`,
          values: [request.params.id, nannyId],
        });
        const booking = found.rows[0];
        if (!booking) return await refuse(client, reply, 404, 'Booking not found.');
        if (booking.status !== 'pending') return await refuse(client, reply, 409, 'Not pending.');
        const accepted = await client.query<Booking>({
          name: 'crud-accepted',
          text: `select booking_id, parent_id, status, starts_at as "startsAt", ends_at as "endsAt"
                   from crud_bookings
                  where nanny_id = $1 and status in ('accepted', 'pending') and ends_at > now()
                    and booking_id <> $2`,
          values: [nannyId, booking.booking_id],
        });
        const others = accepted.rows.filter((other) => overlaps(other, booking));
        if (others.some((other) => other.status === 'accepted')) {
          return await refuse(client, reply, 409, 'Already booked.');
        }
        await setStatus(client, booking.booking_id, 'accepted');
        await mail(client, booking.parent_id, 'Booking accepted', booking.booking_id);
        // Her other requests at that time can no longer be accepted: declined, each family told.
        for (const other of others) {
          await setStatus(client, other.booking_id, 'declined');
          await mail(client, other.parent_id, 'Booking declined', other.booking_id);
        }
        await client.query('commit');
        return reply.send({ message: 'Booking accepted.' });
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  );
}

interface Hours {
  available: boolean;
  startTime: string;
  endTime: string;
}
interface Booking {
  booking_id: string;
  parent_id: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
}

/** The request's times within her weekly hours of its weekday (everything in one zone here). */
function withinWeek(week: Record<string, Hours>, body: RequestBody): boolean {
  const day = week[weekdayOf(body.date)];
  const [start, end] = [minutesOf(body.startTime), minutesOf(body.endTime)];
  const [from, until] = [minutesOf(day?.startTime ?? ''), minutesOf(day?.endTime ?? '')];
  if (!day?.available || start === null || end === null || from === null || until === null) {
    return false;
  }
  return from <= start && end <= until;
}

async function refuse(client: pg.PoolClient, reply: FastifyReply, status: number, message: string) {
  await client.query('rollback');
  return reply.status(status).send({ message });
}

function setStatus(client: pg.PoolClient, bookingId: string, status: string) {
  return client.query({
    name: 'crud-status',
    text: 'update crud_bookings set status = $2, responded_at = now() where booking_id = $1',
    values: [bookingId, status],
  });
}

/** The email as such an app queues it: a row its mailer sends later. */
function mail(client: pg.PoolClient, to: string, subject: string, bookingId: string) {
  return client.query({
    name: 'crud-mail',
    text: 'insert into crud_outbox (to_account, subject, body) values ($1, $2, $3)',
    values: [to, subject, `${subject}: booking ${bookingId} (${randomUUID()})`],
  });
}
