import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/helpers/accounts-api.js';
import { bookingCast, closeLive, type BookingCast } from '../../../test/helpers/booking-cast.js';
import {
  nannyAction,
  requestAs,
  requestBody,
  type Party,
} from '../../../test/helpers/bookings-api.js';
import { countEvents } from '../../../test/helpers/event-log.js';
import { jpegWithExif, uploadParentPhoto } from '../../../test/helpers/nanny-api.js';
import { testEngine } from '../../../test/helpers/test-database.js';
import { sameOrigin, startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import {
  MESSAGE_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
  messageTexts,
  moderationTexts,
  tooManyMessagesText,
  type ConversationListResponse,
  type MessagePageResponse,
  type MessageView,
} from '../../shared/messages.js';
import { hiddenCharactersMessage } from '../../shared/plain-text.js';
import { conversationIdOf, conversationStreamId } from './messages.events.js';
import { encodeMessageCursor } from './messages.queries.js';
import { SEND_RULE } from './messages.routes.js';

let server: TestServer;
const now = new Date('2026-11-21T12:00:00Z');
let cast: BookingCast;
let conversationId: string;
let bookingId: string;
const app = () => server.app;
const NOTE = 'Loves trains. Call me at 555-123-4567 or paula@example.com';

beforeAll(async () => {
  server = await startTestServer({
    clock: () => now,
    config: { timeZone: 'America/New_York' },
    work: false,
  });
  cast = await bookingCast(server, now);
  const { booking, response } = await requestAs(
    app(),
    cast.parent,
    requestBody(cast.nanny.id, { note: NOTE }),
  );
  expect(response.statusCode, response.body).toBe(201);
  bookingId = booking!.id;
  conversationId = conversationIdOf(cast.parent.id, cast.nanny.id);
});
afterAll(async () => {
  closeLive(cast?.live);
  await server?.close();
});

const list = async (who: Party) =>
  (await get(app(), '/api/conversations', who.cookie)).json<ConversationListResponse>();
const page = async (who: Party, before?: string) => {
  const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`;
  const response = await get(
    app(),
    `/api/conversations/${conversationId}/messages${query}`,
    who.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessagePageResponse>();
};
/** A POST to one of the conversation's routes, with that cookie (or none). */
const postInConversation = (
  route: 'messages' | 'read' | 'block',
  body: object,
  cookie: string | undefined,
) => post(app(), `/api/conversations/${conversationId}/${route}`, body, cookie);
let keys = 0;
const send = (who: Party, text: string, idempotencyKey = `message-${++keys}`) =>
  postInConversation('messages', { text, idempotencyKey }, who.cookie);
const problem = (response: { statusCode: number; json: <T>() => T }) => ({
  status: response.statusCode,
  message: response.json<{ message: string }>().message,
});
let fromNanny: MessageView;

describe(`messages between a parent and a nanny on ${testEngine}`, () => {
  it("opens one conversation with the parent's first request, its note the first message", async () => {
    const parentList = await list(cast.parent);
    expect(parentList).toEqual({
      unreadTotal: 0,
      conversations: [
        {
          id: conversationId,
          other: { id: cast.nanny.id, name: 'Bea Bookable', photoUrl: null, role: 'nanny' },
          lastMessage: {
            text: 'Loves trains. Call me at [hidden] or [hidden]',
            masked: true,
            fromMe: true,
            sentAt: now.toISOString(),
          },
          unreadCount: 0,
          lastActivityAt: now.toISOString(),
          canMessage: true,
          blockedByMe: false,
          contactsShared: false,
        },
      ],
    });
    const nannyList = await list(cast.nanny);
    expect(nannyList.unreadTotal).toBe(1);
    expect(nannyList.conversations[0]).toMatchObject({
      id: conversationId,
      other: { id: cast.parent.id, name: 'Paula Parent', role: 'parent' },
      lastMessage: { fromMe: false, masked: true },
      unreadCount: 1,
    });
    expect(await list(cast.stranger)).toEqual({ conversations: [], unreadTotal: 0 });
    await cast.live.nanny.next('conversation.changed', (m) => m.conversationId === conversationId);
  });

  it('keeps one conversation across later requests', async () => {
    const again = await requestAs(
      app(),
      cast.parent,
      requestBody(cast.nanny.id, { date: '2026-12-02', note: '' }),
    );
    expect(again.response.statusCode).toBe(201);
    expect((await list(cast.parent)).conversations.map((c) => c.id)).toEqual([conversationId]);
    expect((await page(cast.parent)).messages).toHaveLength(1);
  });

  it('sends a message to the two parties, live, and to nobody else', async () => {
    const response = await send(cast.nanny, '  Hi! What calms him down?\nSee you at 10:30.  ');
    expect(response.statusCode, response.body).toBe(201);
    fromNanny = response.json<{ message: MessageView }>().message;
    expect(fromNanny).toEqual({
      id: expect.any(String) as string,
      conversationId,
      senderId: cast.nanny.id,
      fromMe: true,
      text: 'Hi! What calms him down?\nSee you at 10:30.',
      masked: false,
      sentAt: now.toISOString(),
      seen: false,
    });
    const received = (m: Record<string, unknown>) => m.messageId === fromNanny.id;
    await cast.live.parent.next('message.received', received);
    await cast.live.nanny.next('message.received', received);
    // A later event everyone hears: by then any message.received would have arrived too.
    await server.runtime.eventStore.append({ id: `probe-${randomUUID()}`, type: 'probe' }, 0, []);
    await cast.live.operator.next('log.appended', (m) => {
      const event = m.event as { type: string };
      return event.type === 'MessageSent';
    });
    expect(cast.live.stranger.messages.filter((m) => m.type.startsWith('message'))).toEqual([]);
    expect(cast.live.operator.messages.filter((m) => m.type === 'message.received')).toEqual([]);
    expect(cast.live.stranger.messages.filter((m) => m.type.startsWith('conversation'))).toEqual(
      [],
    );
  });

  it('counts the unread messages and shows "Seen" once the other side read them', async () => {
    expect((await list(cast.parent)).unreadTotal).toBe(1);
    const before = await countEvents(server.runtime.db);
    const read = await postInConversation(
      'read',
      { upToMessageId: fromNanny.id },
      cast.parent.cookie,
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ conversation: { unreadCount: number } }>().conversation.unreadCount).toBe(0);
    expect(await countEvents(server.runtime.db)).toBe(before + 1);
    expect((await list(cast.parent)).unreadTotal).toBe(0);
    await cast.live.nanny.next(
      'conversation.read',
      (m) => m.conversationId === conversationId && m.readerId === cast.parent.id,
    );
    expect(cast.live.parent.messages.filter((m) => m.type === 'conversation.read')).toEqual([]);
    const nannySees = await page(cast.nanny);
    expect(nannySees.messages.map((m) => [m.fromMe, m.seen])).toEqual([
      [false, false],
      [true, true],
    ]);
    // Reading as far again records nothing.
    await postInConversation('read', { upToMessageId: fromNanny.id }, cast.parent.cookie);
    expect(await countEvents(server.runtime.db)).toBe(before + 1);
  });

  it('records a resent message (same idempotency key) once', async () => {
    const first = await send(cast.parent, 'Thank you!', 'resend-key-1');
    const before = await countEvents(server.runtime.db);
    const again = await send(cast.parent, 'Thank you!', 'resend-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.json<{ message: MessageView }>().message.id).toBe(
      first.json<{ message: MessageView }>().message.id,
    );
    expect(await countEvents(server.runtime.db)).toBe(before);
  });

  it('masks contact details until a booking is accepted, and stores what was typed', async () => {
    const masked = (await page(cast.nanny)).messages[0]!;
    expect(masked).toMatchObject({
      text: 'Loves trains. Call me at [hidden] or [hidden]',
      masked: true,
    });
    const accept = await nannyAction(app(), cast.nanny, bookingId, 'accept');
    expect(accept.statusCode, accept.body).toBe(200);
    await cast.live.parent.next('conversation.changed', (m) => m.conversationId === conversationId);
    const shown = await page(cast.nanny);
    expect(shown.conversation.contactsShared).toBe(true);
    expect(shown.messages[0]).toMatchObject({ text: NOTE, masked: false });
    const stored = await server.runtime.db
      .selectFrom('conversation_messages')
      .select('text')
      .where('message_id', '=', masked.id)
      .executeTakeFirstOrThrow();
    expect(stored.text).toBe(NOTE);
  });

  it('refuses bad messages and strangers with a clear 4xx, writing nothing', async () => {
    const before = await countEvents(server.runtime.db);
    expect(problem(await send(cast.parent, ' \n '))).toEqual({
      status: 400,
      message: messageTexts.empty,
    });
    expect(problem(await send(cast.parent, 'x'.repeat(2001)))).toEqual({
      status: 400,
      message: messageTexts.tooLong,
    });
    expect(problem(await send(cast.parent, 'Hi\u202eevil'))).toEqual({
      status: 400,
      message: hiddenCharactersMessage('Message'),
    });
    expect(problem(await send(cast.stranger, 'Hello?'))).toEqual({
      status: 404,
      message: moderationTexts.conversationNotFound,
    });
    const stranger = await get(
      app(),
      `/api/conversations/${conversationId}/messages`,
      cast.stranger.cookie,
    );
    expect(stranger.statusCode).toBe(404);
    const operator = await get(
      app(),
      `/api/conversations/${conversationId}/messages`,
      cast.operator,
    );
    expect(operator.statusCode).toBe(403);
    const unknown = await post(
      app(),
      `/api/conversations/${randomUUID().replaceAll('-', '')}/messages`,
      { text: 'Hi', idempotencyKey: 'unknown-conversation' },
      cast.parent.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    const strangerRead = await postInConversation(
      'read',
      { upToMessageId: fromNanny.id },
      cast.stranger.cookie,
    );
    expect(strangerRead.statusCode).toBe(404);
    const strangerBlock = await postInConversation('block', {}, cast.stranger.cookie);
    expect(strangerBlock.statusCode).toBe(404);
    const unknownMessage = await postInConversation(
      'read',
      { upToMessageId: 'abc123' },
      cast.parent.cookie,
    );
    expect(problem(unknownMessage)).toEqual({
      status: 404,
      message: moderationTexts.messageNotFound,
    });
    const extra = await postInConversation(
      'messages',
      { text: 'Hi', idempotencyKey: 'extra-field-1', senderId: cast.nanny.id },
      cast.parent.cookie,
    );
    expect(extra.statusCode).toBe(400);
    expect(await countEvents(server.runtime.db)).toBe(before);
  });

  it('pages older messages with a cursor, and refuses a forged or garbled one', async () => {
    const stream = conversationStreamId(conversationId);
    const version = (await server.runtime.eventStore.readStream(stream)).length;
    const seeded = Array.from({ length: 2 * MESSAGE_PAGE_SIZE }, (_, i) => ({
      type: 'MessageSent',
      data: {
        conversationId,
        messageId: `seed${String(i).padStart(3, '0')}`,
        senderId: i % 2 ? cast.nanny.id : cast.parent.id,
        recipientId: i % 2 ? cast.parent.id : cast.nanny.id,
        text: `Message ${i}`,
        sentAt: new Date(now.getTime() + i * 1000).toISOString(),
      },
    }));
    await server.runtime.eventStore.append({ id: stream, type: 'conversation' }, version, seeded);
    const newest = await page(cast.parent);
    expect(newest.messages).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(newest.messages.at(-1)!.text).toBe(`Message ${2 * MESSAGE_PAGE_SIZE - 1}`);
    expect(newest.messages[0]!.text).toBe(`Message ${MESSAGE_PAGE_SIZE}`);
    const older = await page(cast.parent, newest.olderCursor!);
    expect(older.messages.map((m) => m.text).slice(-2)).toEqual(['Message 28', 'Message 29']);
    const oldest = await page(cast.parent, older.olderCursor!);
    expect(oldest.olderCursor).toBeNull();
    const all = [...oldest.messages, ...older.messages, ...newest.messages];
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    expect(all[0]!.text).toBe(NOTE);

    const before = await countEvents(server.runtime.db);
    const [version1, seq, check] = JSON.parse(
      Buffer.from(newest.olderCursor!, 'base64url').toString(),
    ) as [number, number, string];
    const forged = Buffer.from(JSON.stringify([version1, seq - 5, check])).toString('base64url');
    for (const cursor of [forged, 'not a cursor', 'e30', '']) {
      const response = await get(
        app(),
        `/api/conversations/${conversationId}/messages?before=${encodeURIComponent(cursor)}`,
        cast.parent.cookie,
      );
      expect({ cursor, ...problem(response) }).toEqual({
        cursor,
        status: 400,
        message: moderationTexts.badCursor,
      });
    }
    // A well-made cursor of another conversation is refused here too.
    const elsewhere = encodeMessageCursor(conversationIdOf(cast.stranger.id, cast.nanny.id), seq);
    const response = await get(
      app(),
      `/api/conversations/${conversationId}/messages?before=${elsewhere}`,
      cast.parent.cookie,
    );
    expect(problem(response)).toEqual({ status: 400, message: moderationTexts.badCursor });
    expect(await countEvents(server.runtime.db)).toBe(before);
  });

  it('lets either side block the other: no messages, no booking requests, nothing explained', async () => {
    // As the web app sends it: no body at all.
    const blocked = await server.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/block`,
      headers: { ...sameOrigin, cookie: cast.nanny.cookie },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json<{ message: string }>().message).toBe(messageTexts.blocked);
    await cast.live.parent.next(
      'conversation.changed',
      (m) => m.conversationId === conversationId && (m.position as number) > 0,
    );
    const before = await countEvents(server.runtime.db);
    expect(problem(await send(cast.parent, 'Why?'))).toEqual({
      status: 403,
      message: messageTexts.cannotContact,
    });
    expect(problem(await send(cast.nanny, 'Bye'))).toEqual({
      status: 403,
      message: messageTexts.cannotContact,
    });
    const booking = await requestAs(
      app(),
      cast.parent,
      requestBody(cast.nanny.id, { date: '2026-12-03' }),
    );
    expect(problem(booking.response)).toEqual({ status: 403, message: messageTexts.cannotContact });
    expect(await countEvents(server.runtime.db)).toBe(before);
    const parentSees = (await list(cast.parent)).conversations[0]!;
    expect(parentSees).toMatchObject({ canMessage: false, blockedByMe: false });
    expect((await list(cast.nanny)).conversations[0]).toMatchObject({
      canMessage: false,
      blockedByMe: true,
    });
    // Only the blocker can lift it.
    const notHers = await server.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${conversationId}/block`,
      headers: { ...sameOrigin, cookie: cast.parent.cookie },
    });
    expect(notHers.statusCode).toBe(200);
    expect(problem(await send(cast.parent, 'Still?'))).toMatchObject({ status: 403 });
    const unblocked = await server.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${conversationId}/block`,
      headers: { ...sameOrigin, cookie: cast.nanny.cookie },
    });
    expect(unblocked.json<{ message: string }>().message).toBe(messageTexts.unblocked);
    expect((await send(cast.parent, 'Thanks for unblocking.')).statusCode).toBe(201);
    const request = await requestAs(
      app(),
      cast.parent,
      requestBody(cast.nanny.id, { date: '2026-12-03' }),
    );
    expect(request.response.statusCode).toBe(201);
  });

  it('allows 30 messages a minute per person, then says how many seconds to wait', async () => {
    // The limiter counts in fixed minutes of the real clock, and a minute may turn between
    // any two requests (waiting for a fresh minute did not rule that out on a busy machine):
    // this minute and the two after it are each one short of the limit...
    const bucket = `${SEND_RULE.name}:${cast.parent.id}`;
    await sql`
      insert into rate_limit_counters (bucket, window_start, hits)
      select ${bucket},
             to_timestamp(floor(extract(epoch from now()) / 60) * 60) + make_interval(mins => m),
             ${MESSAGES_PER_MINUTE - 1}
      from generate_series(0, 2) as m
      on conflict (bucket, window_start) do update set hits = excluded.hits`.execute(
      server.runtime.db,
    );
    expect((await send(cast.parent, 'The thirtieth.')).statusCode).toBe(201);
    // ...and once the thirtieth is in, whichever minute took it, all three are full.
    await sql`
      update rate_limit_counters set hits = greatest(hits, ${MESSAGES_PER_MINUTE})
      where bucket = ${bucket}`.execute(server.runtime.db);
    const before = await countEvents(server.runtime.db);
    const refused = await send(cast.parent, 'The thirty-first.');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(problem(refused)).toEqual({ status: 429, message: tooManyMessagesText(wait) });
    expect(await countEvents(server.runtime.db)).toBe(before);
    // The other person is not held back by her limit.
    expect((await send(cast.nanny, 'I can still write.')).statusCode).toBe(201);
  });

  it("hands out a family's photo only while the file route serves it to her nanny", async () => {
    const uploaded = await uploadParentPhoto(
      app(),
      await jpegWithExif(120, 120),
      cast.stranger.cookie,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { booking } = await requestAs(
      app(),
      cast.stranger,
      requestBody(cast.nanny.id, { date: '2026-12-04', note: 'Hello from Stella' }),
    );
    const withStella = conversationIdOf(cast.stranger.id, cast.nanny.id);
    const other = async () =>
      (await list(cast.nanny)).conversations.find((c) => c.id === withStella)!.other;
    // While her request is live, the nanny sees her photo, and the address answers.
    const photoUrl = (await other()).photoUrl;
    expect(photoUrl).not.toBeNull();
    expect((await get(app(), photoUrl!, cast.nanny.cookie)).statusCode).toBe(200);
    // Declined, the family is hidden from the nanny again: no address that would answer 404.
    expect(
      (await nannyAction(app(), cast.nanny, booking!.id, 'decline', { reason: '' })).statusCode,
    ).toBe(200);
    expect((await get(app(), photoUrl!, cast.nanny.cookie)).statusCode).toBe(404);
    expect(await other()).toMatchObject({ name: 'Stella Stranger', photoUrl: null });
  });
});
