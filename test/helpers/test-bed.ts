import { afterAll, beforeAll } from 'vitest';
import { bookingCast, closeLive, type CastMember } from './booking-cast.js';
import { bookingNanny, bookingParent, type Party } from './bookings-api.js';
import type { SeedNanny } from './directory-seed.js';
import { appendProductHistory, newHistoryIds, type HistoryIds } from './product-history.js';
import { startTestRuntime, type TestRuntimeOptions } from './test-runtime.js';
import type { Runtime } from '../../src/runtime.js';
import {
  startTestApp,
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from './test-server.js';
import { operatorCookie } from './review-api.js';
import { signedInAs, signedInAsEachRole } from './test-sessions.js';
import type { Role } from '../../src/infra/db/schema.js';
import type { LiveClient } from './ws-client.js';

/** The API alone, as startTestApp starts it. */
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * An object a file can name at its top and use in its tests: empty until the file's beforeAll
 * fills it in place, so every name taken from it (destructured or not) sees the filled value.
 */
function filledLater<T extends object>(): { value: T; fill(with_: T): void } {
  const value = {} as T;
  return { value, fill: (with_) => void Object.assign(value, with_) };
}

/** Starts what `start` starts before the file's tests, closes it after them. */
function startedForFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const server = filledLater<T>();
  let started = false;
  beforeAll(async () => {
    server.fill(await start());
    started = true;
  });
  afterAll(async () => {
    if (started) await server.value.close();
  });
  return server.value;
}

/**
 * The file's API (startTestApp), started before its tests and closed after them. Read its fields
 * (app, runtime, mail) in hooks and tests, not at the top of the file.
 */
export function testAppForFile(options: TestServerOptions = {}): TestApp {
  return startedForFile(() => startTestApp(options));
}

/** The file's listening server (startTestServer), started before its tests, closed after. */
export function testServerForFile(options: TestServerOptions = {}): TestServer {
  return startedForFile(() => startTestServer(options));
}

/** The file's runtime alone (startTestRuntime), started before its tests, closed after them. */
export function testRuntimeForFile(options: TestRuntimeOptions = {}): Runtime {
  return startedForFile(() => startTestRuntime(options));
}

/** A runtime without job workers whose log holds the scripted product history (product-history.ts). */
export interface ProductHistoryBed {
  runtime: Runtime;
  ids: HistoryIds;
  /** How many events the history appended, once the file's beforeAll ran. */
  events: number;
}

export function productHistoryForFile(ids: HistoryIds = newHistoryIds()): ProductHistoryBed {
  const runtime = testRuntimeForFile({ work: false });
  const bed: ProductHistoryBed = { runtime, ids, events: 0 };
  beforeAll(async () => {
    bed.events = await appendProductHistory(runtime.eventStore, ids);
  });
  return bed;
}

export interface BookingsTestBedOptions extends TestServerOptions {
  /**
   * The nanny's seed when it is not the default (weekdays 08:00–17:00 in the default area), or
   * false for a file whose tests make their own nannies.
   */
  nanny?: SeedNanny | false;
  /** Sign an operator in too (her cookie in `operator`). */
  operator?: boolean;
}

/** A parent and a nanny who can book each other, on the file's API; filled before the tests. */
export interface BookingsTestBed {
  server: TestApp;
  app: () => TestApp['app'];
  parent: Party;
  nanny: Party;
  /** The operator's session cookie (with `operator: true`), once the file's beforeAll ran. */
  operator: string;
}

/**
 * The set-up of a bookings test on the API alone: the app on the file's clock and time zone, a
 * parent with a profile, an approved nanny, and an operator if asked. The hooks are registered
 * here, before the file's own, so a file's beforeAll may already use them.
 */
export function bookingsTestBed(options: BookingsTestBedOptions): BookingsTestBed {
  const { nanny: nannySeed, operator: withOperator, ...serverOptions } = options;
  const server = testAppForFile({ work: false, ...serverOptions });
  const parent = filledLater<Party>();
  const nanny = filledLater<Party>();
  const bed: BookingsTestBed = {
    server,
    app: () => server.app,
    parent: parent.value,
    nanny: nanny.value,
    operator: '',
  };
  beforeAll(async () => {
    parent.fill(await bookingParent(server.runtime));
    if (nannySeed !== false) nanny.fill(await bookingNanny(server.runtime, nannySeed));
    if (withOperator) bed.operator = await signedInAs(server.runtime, 'operator');
  });
  return bed;
}

/**
 * A booking test's whole cast on a listening server (bookingCast): a parent, her nanny, a
 * stranger parent and an operator, each with a live connection open from the start, closed with
 * the server after the tests.
 */
export interface CastTestBed {
  server: TestServer;
  app: () => TestServer['app'];
  parent: Party;
  nanny: Party;
  stranger: Party;
  /** The operator's session cookie, once the file's beforeAll ran. */
  operator: string;
  live: Record<CastMember, LiveClient>;
}

export function castTestBed(options: TestServerOptions & { clock: () => Date }): CastTestBed {
  const server = testServerForFile(options);
  const parent = filledLater<Party>();
  const nanny = filledLater<Party>();
  const stranger = filledLater<Party>();
  const live = filledLater<Record<CastMember, LiveClient>>();
  const bed: CastTestBed = {
    server,
    app: () => server.app,
    parent: parent.value,
    nanny: nanny.value,
    stranger: stranger.value,
    operator: '',
    live: live.value,
  };
  beforeAll(async () => {
    const cast = await bookingCast(server, options.clock());
    parent.fill(cast.parent);
    nanny.fill(cast.nanny);
    stranger.fill(cast.stranger);
    live.fill(cast.live);
    bed.operator = cast.operator;
  });
  // Registered after the server's afterAll, so it runs before it (vitest runs them in reverse).
  afterAll(() => closeLive(live.value));
  return bed;
}

/** The file's API with an operator signed in, as operators' review tests need it. */
export interface OperatorTestBed {
  server: TestApp;
  app: () => TestApp['app'];
  db: () => Runtime['db'];
  /** The operator's session cookie (Olive Ops, made as the script makes her), once filled. */
  ops: string;
  /** Signs a new operator in (a session ends while a test's clock jumps months). */
  signInOperator: () => Promise<void>;
}

export function operatorTestBed(options: TestServerOptions = {}): OperatorTestBed {
  const server = testAppForFile(options);
  const bed: OperatorTestBed = {
    server,
    app: () => server.app,
    db: () => server.runtime.db,
    ops: '',
    signInOperator: async () => {
      bed.ops = await operatorCookie(server.app, server.runtime);
    },
  };
  beforeAll(bed.signInOperator);
  return bed;
}

/** The file's API, ready (its routes listed), with a session of a new account of each role. */
export interface EachRoleTestBed {
  server: TestApp;
  /** Each role's session cookie, once the file's beforeAll ran. */
  cookies: Record<Role, string>;
}

export function eachRoleTestBed(options: TestServerOptions = {}): EachRoleTestBed {
  const server = testAppForFile(options);
  const cookies = filledLater<Record<Role, string>>();
  beforeAll(async () => {
    await server.app.ready();
    cookies.fill(await signedInAsEachRole(server.runtime));
  });
  return { server, cookies: cookies.value };
}
