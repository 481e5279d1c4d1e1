import { describe, expect, it } from 'vitest';
import { objectPaths, sampleOf, withField } from '../../test/helpers/schema-samples.js';
import { EventCatalog, InvalidEventError } from '../infra/event-store/event-catalog.js';
import { allFeatures } from './all-features.js';

const definitions = allFeatures.flatMap((feature) => feature.events ?? []);
const catalog = new EventCatalog(definitions);

describe('security item 1: mass assignment — every event of every feature', () => {
  it('has events to check', () => expect(definitions.length).toBeGreaterThan(20));

  for (const { type, schema } of definitions) {
    it(`${type} is appended with its own fields and refuses any other, at any depth`, () => {
      const sample = sampleOf(schema);
      expect(catalog.validateForAppend(type, sample)).toBeGreaterThan(0);
      for (const path of objectPaths(sample)) {
        const junk = withField(sample, path, 'junk', 'x'.repeat(1000));
        expect(() => catalog.validateForAppend(type, junk), path.join('.')).toThrow(
          InvalidEventError,
        );
      }
    });
  }
});
