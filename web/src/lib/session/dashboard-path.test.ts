import { describe, expect, it } from 'vitest';
import { dashboardPathFor } from './dashboard-path';

describe('dashboardPathFor', () => {
  it('sends each role to its own dashboard', () => {
    expect(dashboardPathFor('nanny')).toBe('/rbt-dashboard');
    expect(dashboardPathFor('parent')).toBe('/parent-dashboard');
    expect(dashboardPathFor('operator')).toBe('/operator');
  });
});
