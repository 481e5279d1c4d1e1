import type { DemoClient, Person } from './demo-client.js';
import type { DemoNanny } from './demo-cast.js';
import { DAY, HOUR, MINUTE, type DemoClock, type Step } from './demo-clock.js';
import { demoPdf, demoPortrait } from './demo-files.js';

export interface NannyWorld {
  client: DemoClient;
  clock: DemoClock;
  operator: () => Person;
  emailOf: (first: string, last: string) => string;
}

const pdf = (name: string, lines: string[]) => ({
  bytes: demoPdf(lines),
  name,
  type: 'application/pdf',
});

const day = (available: boolean, startTime = '08:00', endTime = '18:00') => ({
  available,
  startTime,
  endTime,
});

/** Every day 08:00–18:00, or three or four weekdays of varying hours. */
function weekOf(nanny: DemoNanny) {
  if (nanny.everyDay) {
    const every = day(true);
    return {
      monday: every,
      tuesday: every,
      wednesday: every,
      thursday: every,
      friday: every,
      saturday: every,
      sunday: every,
    };
  }
  const [start, end] = [
    ['08:00', '14:00'],
    ['12:00', '19:00'],
    ['09:00', '17:00'],
  ][nanny.index % 3]!;
  const on = (n: number) => day((nanny.index + n) % 3 !== 0, start, end);
  return {
    monday: on(0),
    tuesday: on(1),
    wednesday: on(2),
    thursday: on(3),
    friday: on(4),
    saturday: day(nanny.index % 4 === 0, '10:00', '16:00'),
    sunday: day(false),
  };
}

/**
 * One nanny's life before the bookings: she signs up at `start`, agrees, fills in her profile and
 * uploads her documents; the next day an operator decides (approve, reject) or leaves her waiting.
 * Approved nannies get their CPR card verified later; the withdrawn one loses her approval.
 */
export function nannySteps(
  world: NannyWorld,
  nanny: DemoNanny,
  start: number,
  onSignedUp: (who: Person) => void,
): Step[] {
  const { client, clock } = world;
  const name = `${nanny.firstName} ${nanny.lastName}`;
  let me: Person | undefined;
  const self = () => me!;
  const ops = () => world.operator();
  const steps: Step[] = [
    {
      at: start,
      run: async () => {
        me = await client.signUp(
          'nanny',
          nanny.firstName,
          nanny.lastName,
          world.emailOf(nanny.firstName, nanny.lastName),
        );
        onSignedUp(me);
        clock.tick(2 * MINUTE);
        await client.post('/api/nanny/agreement', {}, self());
        clock.tick(3 * MINUTE);
        const photo = { bytes: await demoPortrait(nanny.index), name: 'me.png', type: 'image/png' };
        await client.upload('/api/nanny/documents/profile-photo', photo, self());
        clock.tick();
        await client.put('/api/nanny/profile', { fullName: name, bio: nanny.bio }, self());
        clock.tick();
        await client.upload(
          '/api/nanny/documents/rbt-certification',
          pdf('rbt-certificate.pdf', [
            'RBT Certification',
            `Registered Behavior Technician: ${name}`,
            `Certificate no. RBT-${String(24_000 + nanny.index * 137)} (demo document)`,
          ]),
          self(),
        );
        if (nanny.fate === 'pending-partial') return;
        clock.tick();
        await client.upload(
          '/api/nanny/documents/photo-id',
          pdf('photo-id.pdf', ['State ID (demo)', name, 'Not a real identity document']),
          self(),
        );
        if (nanny.backgroundCheck) {
          clock.tick(2 * MINUTE);
          await client.upload(
            '/api/nanny/documents/background-check',
            pdf('background-check.pdf', ['Background check (demo)', name, 'Result: clear']),
            self(),
          );
        }
        clock.tick(4 * MINUTE);
        await client.put('/api/nanny/availability/weekly', weekOf(nanny), self());
        clock.tick();
        await client.put(
          '/api/nanny/service-area',
          { zip: nanny.zip, radiusMiles: nanny.radiusMiles },
          self(),
        );
        clock.tick();
        await client.put(
          '/api/nanny/experience',
          { needs: nanny.needs, languages: nanny.languages },
          self(),
        );
      },
    },
  ];
  const review = start + DAY - 6 * HOUR + nanny.index * 7 * MINUTE;
  const path = () => `/api/operator/nannies/${self().id}`;
  if (nanny.fate === 'rejected') {
    steps.push({
      at: review,
      run: async () => {
        await client.post(
          `${path()}/reject`,
          {
            reason:
              'Your RBT certificate could not be found in the BACB registry. Please upload a current certificate.',
          },
          ops(),
        );
      },
    });
  }
  if (nanny.fate === 'approved' || nanny.fate === 'withdrawn') {
    steps.push({
      at: review,
      run: async () => {
        if (nanny.backgroundCheck) {
          await client.post(`${path()}/background-check/verify`, {}, ops());
          clock.tick(2 * MINUTE);
        }
        await client.post(`${path()}/approve`, registryCheck(clock.now()), ops());
      },
    });
  }
  if (nanny.fate === 'approved' && nanny.cpr) {
    steps.push(
      {
        at: review + DAY,
        run: async () => {
          const card = pdf('cpr-card.pdf', ['CPR / First Aid', name, 'Pediatric CPR (demo)']);
          await client.upload('/api/nanny/documents/cpr-first-aid', card, self());
        },
      },
      {
        at: review + DAY + 5 * HOUR,
        run: async () => {
          const validUntil = `${new Date(clock.now().getTime() + 400 * DAY).getUTCFullYear()}-06-30`;
          await client.post(`${path()}/cpr-first-aid/verify`, { validUntil }, ops());
        },
      },
    );
  }
  if (nanny.fate === 'withdrawn') {
    steps.push({
      at: review + 4 * DAY,
      run: async () => {
        await client.post(`${path()}/withdraw`, {}, ops());
      },
    });
  }
  return steps;
}

/** What the demo's operator reads in the BACB registry: active, read the day before, a year to run. */
function registryCheck(now: Date) {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  return {
    certificationNumber: 'RBT-22-104857',
    registryStatus: 'active',
    expiresOn: day(365),
    checkedOn: day(-1),
  };
}
