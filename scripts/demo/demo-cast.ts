import { LANGUAGES, NEEDS } from '../../src/shared/directory-search.js';

/** What a demo nanny ends as; the first four approved ones are the parents' nannies. */
export type NannyFate = 'approved' | 'pending' | 'pending-partial' | 'rejected' | 'withdrawn';

export interface DemoNanny {
  index: number;
  firstName: string;
  lastName: string;
  fate: NannyFate;
  zip: string;
  radiusMiles: number;
  needs: string[];
  languages: string[];
  bio: string;
  /** Every day 08:00–18:00 (the booked nannies) or a few weekdays. */
  everyDay: boolean;
  backgroundCheck: boolean;
  cpr: boolean;
}

const FIRST = ['Maya', 'Grace', 'Sofia', 'Amara', 'Leah', 'Priya', 'Hannah', 'Chloe', 'Rosa'];
const MORE_FIRST = ['Imani', 'Nadia', 'Elena', 'Jade', 'Tessa', 'Yuki', 'Carmen', 'Dana'];
const LAST = ['Johnson', 'Kim', 'Alvarez', 'Okafor', 'Brooks', 'Patel', 'Levi', 'Nguyen', 'Diaz'];
const MORE_LAST = ['Walker', 'Haddad', 'Rossi', 'Chen', 'Murphy', 'Sato', 'Reyes', 'Novak'];
const FIRST_NAMES = [...FIRST, ...MORE_FIRST];
const LAST_NAMES = [...LAST, ...MORE_LAST];

const ZIPS = ['10001', '11201', '10025', '11215', '10003', '07030', '11101', '10451', '10128'];
const MORE_ZIPS = ['11375', '10463', '11230', '07302', '11217', '10014', '10031', '11354'];
const ALL_ZIPS = [...ZIPS, ...MORE_ZIPS];

const BIOS = [
  'Registered Behavior Technician with {years} years of in-home ABA sessions. I follow behavior plans closely and keep parents in the loop with short notes after every visit.',
  'Former special-education classroom aide, RBT since {since}. Calm, patient and playful; I use visual schedules and first-then boards to make transitions easier.',
  'I have worked with non-speaking children using AAC devices for {years} years. I love outdoor play, sensory breaks and building routines that stick.',
  'Big sister of a brother with Down syndrome and an RBT for {years} years. I bring crafts, songs and a lot of patience.',
  'RBT and psychology student. Experienced with toileting programs, feeding support and keeping data the way your BCBA asks.',
];

/**
 * The nannies of the demo, deterministic so the printed logins stay the same: of `count`, about
 * a tenth rejected, one withdrawn, a fifth waiting for review (one with documents still missing),
 * the rest approved.
 */
export function demoNannies(count: number): DemoNanny[] {
  const rejected = Math.max(1, Math.round(count / 10));
  const pending = Math.max(2, Math.round(count / 5));
  const approved = count - rejected - pending - 1;
  const fateOf = (i: number): NannyFate => {
    if (i < approved) return 'approved';
    if (i < approved + pending - 1) return 'pending';
    if (i < approved + pending) return 'pending-partial';
    if (i < approved + pending + rejected) return 'rejected';
    return 'withdrawn';
  };
  return Array.from({ length: count }, (_, i) => {
    const years = 2 + (i % 7);
    const needs = NEEDS.filter((_, n) => (n + i) % 3 === 0).map((n) => n.id);
    const second = LANGUAGES[1 + ((i * 5) % (LANGUAGES.length - 1))]!.id;
    return {
      index: i,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
      lastName: LAST_NAMES[(i + Math.floor(i / LAST_NAMES.length)) % LAST_NAMES.length]!,
      fate: fateOf(i),
      zip: ALL_ZIPS[i % ALL_ZIPS.length]!,
      radiusMiles: [5, 10, 15, 25][i % 4]!,
      needs,
      languages: i % 3 === 2 ? ['en'] : ['en', second],
      bio: BIOS[i % BIOS.length]!.replace('{years}', String(years)).replace(
        '{since}',
        String(2025 - years),
      ),
      everyDay: i < 4,
      backgroundCheck: i % 3 !== 1,
      cpr: i % 3 === 0,
    };
  });
}

export interface DemoParent {
  firstName: string;
  lastName: string;
  zip: string;
  multipleChildren: boolean;
  specialConsiderations: string;
}

export const DEMO_PARENTS: DemoParent[] = [
  {
    firstName: 'Paula',
    lastName: 'Bennett',
    zip: '10002',
    multipleChildren: true,
    specialConsiderations:
      'Leo (7) is autistic and mostly non-speaking; he uses an AAC tablet. Loves trains and the playground, needs a warning before transitions. His sister Mia (4) has no special needs.',
  },
  {
    firstName: 'Marcus',
    lastName: 'Reed',
    zip: '11201',
    multipleChildren: false,
    specialConsiderations:
      'Ava (9) has ADHD and a behavior plan from her BCBA (copy on the fridge). Homework help after school; screen time only after homework.',
  },
  {
    firstName: 'Lin',
    lastName: 'Zhao',
    zip: '10025',
    multipleChildren: false,
    specialConsiderations:
      'Sam (5) has epilepsy: rescue medication and a seizure action plan are in his bag. Mandarin at home, English at school.',
  },
  {
    firstName: 'Fatima',
    lastName: 'Hassan',
    zip: '11215',
    multipleChildren: true,
    specialConsiderations:
      'Yusuf (6) uses a wheelchair and needs help with feeding; Amina (10) is autistic and sensitive to loud noises.',
  },
];
