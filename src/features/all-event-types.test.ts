import { describe, expect, it } from 'vitest';
import { allEventTypes } from './all-event-types.js';
import { allFeatures } from './all-features.js';

describe('the product event types a log-reading worker loads', () => {
  it('are exactly the features’ event types, the same definitions in the same order', () => {
    const features = allFeatures.flatMap((feature) => feature.events ?? []);
    expect(allEventTypes.map((event) => event.type)).toEqual(features.map((event) => event.type));
    allEventTypes.forEach((event, i) => expect(event).toBe(features[i]));
  });
});
