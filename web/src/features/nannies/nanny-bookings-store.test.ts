import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../lib/bookings';
import type { NannyBookings } from './nanny-bookings-api';

const api = vi.hoisted(() => ({
  fetchNannyBookings: vi.fn<() => Promise<NannyBookings>>(),
  answerNannyBooking: vi.fn<() => Promise<{ message: string; booking: Booking }>>(),
}));
vi.mock('./nanny-bookings-api', () => api);

const { useNannyBookingsStore } = await import('./nanny-bookings-store');

const request = { id: 'b1', status: 'pending' } as Booking;
const lists = (requests: Booking[], upcoming: Booking[] = []): NannyBookings => ({
  requests,
  upcoming,
  past: [],
  rateCents: 1800,
});

afterEach(() => vi.resetAllMocks());

describe("the nanny's bookings", () => {
  it('loads her three lists and her rate', async () => {
    api.fetchNannyBookings.mockResolvedValue(lists([request]));
    await useNannyBookingsStore.getState().loadBookings();
    expect(useNannyBookingsStore.getState()).toMatchObject({ load: 'ready', requests: [request] });
  });

  it('keeps what is shown while a live change is fetched, and when that fetch fails', async () => {
    api.fetchNannyBookings.mockResolvedValue(lists([request]));
    await useNannyBookingsStore.getState().loadBookings();
    api.fetchNannyBookings.mockRejectedValue(new Error('offline'));
    await useNannyBookingsStore.getState().refresh();
    expect(useNannyBookingsStore.getState()).toMatchObject({ load: 'ready', requests: [request] });
  });

  it('lets only the newest fetch land', async () => {
    let first: (value: NannyBookings) => void = () => {};
    api.fetchNannyBookings.mockReturnValueOnce(new Promise((resolve) => (first = resolve)));
    const slow = useNannyBookingsStore.getState().refresh();
    api.fetchNannyBookings.mockResolvedValueOnce(lists([]));
    await useNannyBookingsStore.getState().refresh();
    first(lists([request]));
    await slow;
    expect(useNannyBookingsStore.getState().requests).toEqual([]);
  });

  it("answers with the server's message and fetches the lists again", async () => {
    const accepted = { ...request, status: 'accepted' as const };
    api.answerNannyBooking.mockResolvedValue({ message: 'Booking accepted.', booking: accepted });
    api.fetchNannyBookings.mockResolvedValue(lists([], [accepted]));
    const message = await useNannyBookingsStore.getState().answer('b1', 'accept', {});
    expect(message).toBe('Booking accepted.');
    expect(api.answerNannyBooking).toHaveBeenCalledWith('b1', 'accept', {});
    expect(useNannyBookingsStore.getState()).toMatchObject({ requests: [], upcoming: [accepted] });
  });
});
