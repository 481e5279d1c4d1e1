import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../lib/bookings';

const api = vi.hoisted(() => ({
  fetchBookings: vi.fn<() => Promise<Booking[]>>(),
  requestBooking: vi.fn<() => Promise<{ message: string; booking: Booking }>>(),
  answerBooking: vi.fn<() => Promise<{ message: string; booking: Booking }>>(),
}));
vi.mock('./parent-api', () => api);

const { useBookingStore } = await import('./booking-store');

const pending = { id: 'b1', status: 'pending' } as Booking;
const other = { id: 'b2', status: 'accepted' } as Booking;

afterEach(() => vi.resetAllMocks());

describe("the parent's bookings", () => {
  it('fetches nothing on a live change or a fresh socket before the Bookings tab asks', async () => {
    useBookingStore.setState(useBookingStore.getInitialState());
    api.fetchBookings.mockResolvedValue([pending]);
    await useBookingStore.getState().refresh();
    expect(api.fetchBookings).not.toHaveBeenCalled();
    expect(useBookingStore.getState()).toMatchObject({ load: 'idle', bookings: [] });
    await useBookingStore.getState().loadBookings();
    expect(useBookingStore.getState()).toMatchObject({ load: 'ready', bookings: [pending] });
  });

  it('refetches quietly on a live change, keeping the list if that fails', async () => {
    api.fetchBookings.mockResolvedValue([pending, other]);
    await useBookingStore.getState().loadBookings();
    api.fetchBookings.mockResolvedValue([{ ...pending, status: 'accepted' }, other]);
    await useBookingStore.getState().refresh();
    expect(useBookingStore.getState().bookings[0]?.status).toBe('accepted');
    api.fetchBookings.mockRejectedValue(new Error('offline'));
    await useBookingStore.getState().refresh();
    expect(useBookingStore.getState()).toMatchObject({ load: 'ready' });
    expect(useBookingStore.getState().bookings).toHaveLength(2);
  });

  it("puts an answer's booking in place and says the server's message", async () => {
    api.fetchBookings.mockResolvedValue([pending, other]);
    await useBookingStore.getState().loadBookings();
    const cancelled = { ...pending, status: 'cancelled' as const };
    api.answerBooking.mockResolvedValue({ message: 'Booking cancelled.', booking: cancelled });
    const message = await useBookingStore.getState().answer('b1', 'cancel', { reason: 'Sick' });
    expect(message).toBe('Booking cancelled.');
    expect(useBookingStore.getState().bookings).toEqual([cancelled, other]);
  });

  it("sends a request and answers the server's message, then fetches the list", async () => {
    api.requestBooking.mockResolvedValue({ message: 'Booking request sent!', booking: pending });
    api.fetchBookings.mockResolvedValue([pending]);
    const sent = await useBookingStore.getState().request({
      nannyId: 'n1',
      date: '2026-03-12',
      startTime: '09:00',
      endTime: '12:00',
      children: 2,
      note: '',
      idempotencyKey: 'k1',
    });
    expect(sent).toBe('Booking request sent!');
    expect(useBookingStore.getState().bookings).toEqual([pending]);
  });
});
