import type { FastifyInstance } from 'fastify';
import { registerOperator } from '../../src/features/accounts/register-operator.js';
import type { Runtime } from '../../src/runtime.js';
import { placeOfZip } from '../../src/infra/places/zip-codes.js';
import { bookingSteps } from './demo-bookings.js';
import { demoDeadlines } from './demo-deadlines.js';
import { DEMO_PARENTS, demoNannies, type DemoNanny } from './demo-cast.js';
import { DemoClient, DEMO_PASSWORD, type Person } from './demo-client.js';
import { DAY, HOUR, MINUTE, playTimeline, type DemoClock, type Step } from './demo-clock.js';
import { demoPortrait } from './demo-files.js';
import { nannySteps } from './demo-nannies.js';

export interface DemoInput {
  app: FastifyInstance;
  runtime: Runtime;
  clock: DemoClock;
  nannies: number;
  /** Added to every demo address (a --force run into data that has some already). */
  tag: string;
}

/**
 * Plays about three weeks of the product's life up to now: nannies sign up and are reviewed,
 * parents fill in their profiles and book, sessions happen, money and messages move. Returns
 * the logins to print.
 */
export async function playDemo(input: DemoInput): Promise<string> {
  const { runtime, clock } = input;
  const client = new DemoClient(input.app, runtime);
  const emailOf = (first: string, last: string) =>
    `${first}.${last}${input.tag}@example.com`.toLowerCase();
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const start = now - 24 * DAY;

  clock.set(start);
  const operatorEmail = emailOf('Olive', 'Operator');
  await registerOperator(runtime, {
    email: operatorEmail,
    password: DEMO_PASSWORD,
    firstName: 'Olive',
    lastName: 'Operator',
  });
  clock.tick(5 * MINUTE);
  let operator = await client.login(operatorEmail);

  const cast = demoNannies(input.nannies);
  const nannies: Person[] = [];
  const parents: Person[] = [];
  const world = { client, clock, operator: () => operator, emailOf };
  const spread = (3 * DAY) / cast.length;
  const steps: Step[] = cast.flatMap((nanny) =>
    nannySteps(world, nanny, start + HOUR + nanny.index * spread, (who) => {
      nannies[nanny.index] = who;
    }),
  );
  DEMO_PARENTS.forEach((parent, i) => {
    steps.push({
      at: start + 4 * DAY + i * 5 * HOUR,
      run: async () => {
        const me = await client.signUp(
          'parent',
          parent.firstName,
          parent.lastName,
          emailOf(parent.firstName, parent.lastName),
        );
        parents[i] = me;
        clock.tick(3 * MINUTE);
        const photo = { bytes: await demoPortrait(40 + i), name: 'family.png', type: 'image/png' };
        await client.upload('/api/parent/photo', photo, me);
        clock.tick();
        await client.put(
          '/api/parent/profile',
          {
            fullName: `${parent.firstName} ${parent.lastName}`,
            multipleChildren: parent.multipleChildren,
            specialConsiderations: parent.specialConsiderations,
          },
          me,
        );
        clock.tick();
        await client.put('/api/parent/home-zip', { zip: parent.zip }, me);
        clock.tick();
        await client.saveTestCard(me);
        if (i % 2 === 0) {
          clock.tick();
          const photo = {
            bytes: await demoPortrait(40 + i),
            name: 'family.png',
            type: 'image/png',
          };
          await client.upload('/api/parent/photo', photo, me);
        }
      },
    });
  });
  // The operator's session would be a fortnight old by the bookings: she signs in again.
  steps.push({
    at: start + 10 * DAY,
    run: async () => {
      operator = await client.login(operatorEmail);
    },
  });
  // Care happens at the families' homes: the demo's families all live around New York, so their
  // bookings are on their ZIPs' clock, whatever the platform's zone (docs/product.md, Time zone).
  const home = await placeOfZip(DEMO_PARENTS[0]!.zip);
  if (!home) throw new Error(`demo: unknown ZIP ${DEMO_PARENTS[0]!.zip}`);
  const bookings = bookingSteps({
    client,
    runtime,
    now,
    timeZone: home.timeZone,
    parents: () => parents,
    nannies: () => nannies.slice(0, 4),
    operator: () => operator,
  });
  steps.push(...bookings.steps);
  // The present: the deadlines job catches up once more, then the clock is the real one again.
  steps.push({ at: now, run: async () => {} });
  const early = steps.find((step) => step.at > now);
  if (early) throw new Error(`demo: a step is set after now (${new Date(early.at).toISOString()})`);
  await playTimeline(clock, steps, demoDeadlines(runtime, bookings.bookingIds));
  clock.release();
  return logins(cast, emailOf, operatorEmail, runtime.config.publicUrl);
}

function logins(
  cast: DemoNanny[],
  emailOf: (first: string, last: string) => string,
  operatorEmail: string,
  publicUrl: string,
): string {
  const count = (fate: string) => cast.filter((n) => n.fate.startsWith(fate)).length;
  const nanny = (n: DemoNanny | undefined) => (n ? emailOf(n.firstName, n.lastName) : '');
  const first = (fate: string) => nanny(cast.find((n) => n.fate === fate));
  const rows: [string, string, string][] = [
    ['Operator', operatorEmail, 'reviews nannies, disputes, incidents, message reports'],
    ['Parent', emailOf('Paula', 'Bennett'), 'upcoming, to confirm, confirmed, no-show; messages'],
    ['Parent', emailOf('Marcus', 'Reed'), 'a dispute, a late cancellation, a request'],
    ['Parent', emailOf('Lin', 'Zhao'), 'a settled dispute, declined, expired; reported'],
    ['Parent', emailOf('Fatima', 'Hassan'), 'a request waiting; a phone number masked'],
    ['Nanny', nanny(cast[0]), 'approved: bookings, earnings, messages'],
    ['Nanny', nanny(cast[1]), 'approved: a dispute, a report, a blocked parent'],
    ['Nanny', nanny(cast[3]), 'approved: new requests to answer'],
    ['Nanny', first('pending'), 'documents uploaded, waiting for review'],
    ['Nanny', first('rejected'), 'rejected, with the reason'],
    ['Nanny', first('withdrawn'), 'approval withdrawn'],
  ];
  const width = Math.max(...rows.map(([, email]) => email.length));
  return [
    `${cast.length} nannies (${count('approved')} approved, ${count('pending')} waiting for ` +
      `review, ${count('rejected')} rejected, ${count('withdrawn')} withdrawn), ` +
      `${DEMO_PARENTS.length} parents, bookings in every state, incidents and messages.`,
    '',
    `demo password (every demo account): ${DEMO_PASSWORD}`,
    ...rows.map(([role, email, what]) => `  ${role.padEnd(9)}${email.padEnd(width + 2)}${what}`),
    '',
    `Start the app with "npm start" and log in at ${publicUrl}.`,
  ].join('\n');
}
