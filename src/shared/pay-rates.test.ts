import { describe, expect, it } from 'vitest';
import { amountCents, dollars } from './pay-rates.js';

describe('pay', () => {
  it('pays in whole cents', () => {
    expect(amountCents(180, 1800)).toBe(5400);
    expect(amountCents(75, 2000)).toBe(2500);
    expect(dollars(5400)).toBe('$54.00');
    expect(dollars(123456)).toBe('$1,234.56');
  });
});
