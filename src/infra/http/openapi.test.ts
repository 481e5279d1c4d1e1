import { describe, expect, it } from 'vitest';
import { operationIdFor } from './openapi.js';

describe('operationIdFor', () => {
  it('names an operation by its method and path, parameters as "by"', () => {
    expect(operationIdFor('POST', '/api/bookings/:id/cancel')).toBe('postBookingsByIdCancel');
    expect(operationIdFor('GET', '/api/nanny/earnings.csv')).toBe('getNannyEarningsCsv');
    expect(operationIdFor('DELETE', '/api/nanny/availability/single-days/:entryId')).toBe(
      'deleteNannyAvailabilitySingleDaysByEntryId',
    );
    expect(operationIdFor('GET', '/healthz')).toBe('getHealthz');
  });

  it('keeps to letters and digits, so every id is URL-safe', () => {
    expect(operationIdFor('GET', '/api/a-b_c.d/:x')).toMatch(/^[A-Za-z0-9]+$/);
  });
});
