import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { booking as bookingFixture } from '../../../testing/fixtures';
import { noBookingFilters } from './booking-query';
import type { OperatorBooking } from './booking-types';
import { useBookingsStore } from './bookings-store';

const booking = (id: string, status: OperatorBooking['status'] = 'disputed'): OperatorBooking =>
  bookingFixture({ id, status });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each path with `routes[path]` (by prefix), recording what was asked. */
function serve(routes: Record<string, () => Response>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    asked.push(input);
    const key = Object.keys(routes).find((path) => input === path || input.startsWith(`${path}?`));
    return Promise.resolve(key ? routes[key]!() : json({ code: 'not_found', message: '' }, 404));
  });
  return asked;
}

const list =
  (bookings: OperatorBooking[], next: string | null = null) =>
  () =>
    json({ bookings, next });
const detail = (b: OperatorBooking) => () => json({ booking: b, history: [] });

describe('operator bookings store', () => {
  beforeEach(async () => {
    serve({ '/api/operator/bookings': list([booking('b1'), booking('b2')], 'c1') });
    useBookingsStore.getState().closeBooking();
    // The store is one per page: start every test from no filters and the first page.
    await useBookingsStore.getState().apply(noBookingFilters);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('pages with the cursor the server gave', async () => {
    const asked = serve({ '/api/operator/bookings': list([booking('b3')]) });
    await useBookingsStore.getState().next();
    expect(asked).toEqual(['/api/operator/bookings?before=c1']);
    expect(useBookingsStore.getState().bookings.map((b) => b.id)).toEqual(['b3']);
    expect(useBookingsStore.getState().cursors.next).toBeNull();
  });

  it('shows the server reason when it refuses the filters', async () => {
    serve({
      '/api/operator/bookings': () => json({ code: 'validation', message: 'Bad status.' }, 400),
    });
    await useBookingsStore.getState().apply({ status: '', nannyId: 'x', parentId: '', date: '' });
    expect(useBookingsStore.getState()).toMatchObject({ load: 'failed', refusal: 'Bad status.' });
  });

  it('opens a booking with its history (its zone comes with it)', async () => {
    serve({ '/api/operator/bookings/b1': detail(booking('b1')) });
    await useBookingsStore.getState().openBooking('b1');
    expect(useBookingsStore.getState().open).toMatchObject({ bookingId: 'b1', load: 'ready' });
    expect(useBookingsStore.getState().open?.detail?.booking.timeZone).toBe('America/New_York');
  });

  it('on a live change refetches the page, and the open booking only when it changed', async () => {
    serve({ '/api/operator/bookings/b1': detail(booking('b1')) });
    await useBookingsStore.getState().openBooking('b1');
    const asked = serve({
      '/api/operator/bookings': list([booking('b1', 'confirmed')]),
      '/api/operator/bookings/b1': detail(booking('b1', 'confirmed')),
    });
    useBookingsStore.getState().applyBookingChange('b9');
    await vi.waitFor(() => expect(asked).toEqual(['/api/operator/bookings']));
    useBookingsStore.getState().applyBookingChange('b1');
    await vi.waitFor(() =>
      expect(useBookingsStore.getState().open?.detail?.booking.status).toBe('confirmed'),
    );
    expect(asked).toContain('/api/operator/bookings/b1');
  });

  it('keeps what it shows when a quiet refresh fails', async () => {
    serve({});
    await useBookingsStore.getState().refresh();
    expect(useBookingsStore.getState().load).toBe('ready');
    expect(useBookingsStore.getState().bookings.map((b) => b.id)).toEqual(['b1', 'b2']);
  });

  it('settles the open dispute: the row and the details show the confirmed booking', async () => {
    serve({ '/api/operator/bookings/b1': detail(booking('b1')) });
    await useBookingsStore.getState().openBooking('b1');
    const confirmed = booking('b1', 'confirmed');
    const posted: unknown[] = [];
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push([input, JSON.parse(init.body as string)]);
        return Promise.resolve(json({ message: 'Settled.', booking: confirmed }));
      }
      return Promise.resolve(detail(confirmed)());
    });
    const settlement = { startTime: '09:00', endTime: '12:30', note: 'Agreed.' };
    await expect(useBookingsStore.getState().settle(settlement)).resolves.toBe('Settled.');
    expect(posted).toEqual([['/api/operator/bookings/b1/settle', settlement]]);
    expect(useBookingsStore.getState().bookings[0]?.status).toBe('confirmed');
    expect(useBookingsStore.getState().open?.detail?.booking.status).toBe('confirmed');
  });
});
