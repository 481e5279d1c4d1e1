import { describe, expect, it } from 'vitest';
import { EventCatalog } from '../infra/event-store/event-catalog.js';
import { PERSONAL_KEYWORD } from '../infra/event-store/personal-data.js';
import { allFeatures } from './all-features.js';

// Personal values are encrypted in the log (docs/privacy.md, Personal data in the log). These tests
// keep the marks honest: each names an owner that exists, and a new free-text field cannot reach
// the log in clear without someone deciding here that it is not personal.

const definitions = allFeatures.flatMap((feature) => feature.events ?? []);
const catalog = new EventCatalog(definitions);

/**
 * Strings that stay in clear, by field name: the log must stay auditable without any key. Ids
 * (`…Id`, `…Ids`) and instants (`…At`) are allowed by their names' endings.
 */
const CLEAR_STRINGS: Record<string, string> = {
  contentType: 'a file type chosen from a short list',
  storageKey: 'where bytes are kept: built from ids',
  fromKey: 'where bytes were kept: built from ids',
  timeZone: "an IANA zone: a ZIP centroid's, or the platform's (coarser than the ZIP)",
  policyVersion: 'a version of the payment policy',
  disputeStatus: "a dispute's state from the payment provider's fixed list (needs_response, won…)",
  disputeReason: "the bank's reason code from the payment provider's fixed list (fraudulent…)",
  brand: "a card network's name (visa, mastercard) as the payment provider gives it",
  city: 'coarse place of a ZIP centroid (see docs/privacy.md: location stays in clear)',
  state: 'coarse place of a ZIP centroid',
  needs: 'ids from src/shared/directory-search.ts',
  languages: 'ids from src/shared/directory-search.ts',
  start: "a saved search's wall-clock time",
  end: "a saved search's wall-clock time",
  date: "a saved search's date",
  confirmBy: 'an instant',
  'rbt-certification': "NannyApproved's upload id of the version decided on",
  'photo-id': "NannyApproved's upload id of the version decided on",
  'background-check': "NannyApproved's upload id of the version decided on",
};

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every free-text string leaf (no const, no pattern) that is not marked personal. */
function unmarkedStrings(node: unknown, path: string[] = []): string[] {
  if (!isNode(node) || node[PERSONAL_KEYWORD] !== undefined) return [];
  const found: string[] = [];
  if (node.type === 'string' && node.const === undefined && node.pattern === undefined) {
    found.push(path.join('.'));
  }
  if (isNode(node.properties)) {
    for (const [key, child] of Object.entries(node.properties)) {
      found.push(...unmarkedStrings(child, [...path, key]));
    }
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const choices = node[keyword];
    if (Array.isArray(choices)) for (const c of choices) found.push(...unmarkedStrings(c, path));
  }
  if (node.items !== undefined) found.push(...unmarkedStrings(node.items, path));
  return found;
}

const declaredClear = (path: string) => {
  const name = path.split('.').at(-1)!;
  return /Ids?$/.test(name) || name.endsWith('At') || name in CLEAR_STRINGS;
};

describe('personal fields of every event', () => {
  for (const { type, schema } of definitions) {
    const fields = catalog.personalFields(type);
    const properties = (schema as unknown as { properties: Record<string, Node> }).properties;

    it(`${type}: every personal field is owned by someone the event names`, () => {
      for (const field of fields) {
        if (field.owner === '$actor' || field.owner === '$platform') continue;
        const owner = properties[field.owner];
        expect(owner?.type, `${field.dotted}'s owner ${field.owner}`).toBe('string');
        expect(owner?.[PERSONAL_KEYWORD], 'an owner id is never itself encrypted').toBeUndefined();
      }
    });

    it(`${type}: holds no free-text string that is neither personal nor declared clear`, () => {
      expect(unmarkedStrings(schema).filter((path) => !declaredClear(path))).toEqual([]);
    });
  }

  it('marks the kinds of data the issue names', () => {
    const marked = (type: string) => catalog.personalFields(type).map((f) => f.dotted);
    expect(marked('ParentRegistered')).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'fullName', 'email']),
    );
    expect(marked('NannyProfileUpdated')).toEqual(['fullName', 'bio']);
    expect(marked('ParentProfileUpdated')).toEqual(['fullName', 'specialConsiderations']);
    expect(marked('BookingRequested')).toEqual(['nannyName', 'parentName', 'note']);
    expect(marked('NannyRejected')).toEqual(['reason']);
    expect(marked('RbtCertificationUploaded')).toEqual(['fileName']);
    expect(marked('NannyProfileChangeSubmitted')).toEqual(['fullName', 'bio', 'photo.fileName']);
    expect(marked('MessageSent')).toEqual(['text']);
    expect(marked('IncidentReported')).toEqual(['description']);
  });
});
