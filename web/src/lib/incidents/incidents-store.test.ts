import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IncidentAnswer, IncidentView, NewIncident } from './incident-view';

const api = vi.hoisted(() => ({
  fetchBookingIncidents: vi.fn<(bookingId: string) => Promise<IncidentView[]>>(),
  reportIncident: vi.fn<(bookingId: string, incident: NewIncident) => Promise<IncidentAnswer>>(),
}));
vi.mock('./incidents-api', () => api);

const { useIncidentsStore } = await import('./incidents-store');

const mine = { id: 'i1', bookingId: 'b1', mine: true, status: 'open' } as IncidentView;
const decided = { ...mine, status: 'significant' as const };

beforeEach(() => useIncidentsStore.getState().reset());
afterEach(() => vi.resetAllMocks());

describe("a booking's reports", () => {
  it('fetches a booking once, however many times its card asks', async () => {
    api.fetchBookingIncidents.mockResolvedValue([mine]);
    await useIncidentsStore.getState().show('b1');
    await useIncidentsStore.getState().show('b1');
    expect(api.fetchBookingIncidents).toHaveBeenCalledTimes(1);
    expect(useIncidentsStore.getState().byBooking.b1).toEqual({ load: 'ready', incidents: [mine] });
  });

  it('takes a live change for a booking shown, and ignores others', async () => {
    api.fetchBookingIncidents.mockResolvedValueOnce([mine]);
    await useIncidentsStore.getState().show('b1');
    api.fetchBookingIncidents.mockResolvedValueOnce([decided]);
    await useIncidentsStore.getState().refresh('b1');
    await useIncidentsStore.getState().refresh('b2');
    expect(api.fetchBookingIncidents).toHaveBeenCalledTimes(2);
    expect(useIncidentsStore.getState().byBooking.b1?.incidents).toEqual([decided]);
    expect(useIncidentsStore.getState().byBooking.b2).toBeUndefined();
  });

  it('keeps what is shown when a live refetch fails', async () => {
    api.fetchBookingIncidents.mockResolvedValueOnce([mine]);
    await useIncidentsStore.getState().show('b1');
    api.fetchBookingIncidents.mockRejectedValueOnce(new Error('offline'));
    await useIncidentsStore.getState().refresh('b1');
    expect(useIncidentsStore.getState().byBooking.b1).toEqual({ load: 'ready', incidents: [mine] });
  });

  it('shows a failed load, and tries again when asked', async () => {
    api.fetchBookingIncidents.mockRejectedValueOnce(new Error('offline'));
    await useIncidentsStore.getState().show('b1');
    expect(useIncidentsStore.getState().byBooking.b1?.load).toBe('failed');
    api.fetchBookingIncidents.mockResolvedValueOnce([]);
    await useIncidentsStore.getState().show('b1');
    expect(useIncidentsStore.getState().byBooking.b1?.load).toBe('ready');
  });

  it("reports with the server's message and fetches the booking's reports again", async () => {
    api.fetchBookingIncidents.mockResolvedValueOnce([]);
    await useIncidentsStore.getState().show('b1');
    const message = 'Thank you. Our team will review your report.';
    api.reportIncident.mockResolvedValue({ message, incident: mine });
    api.fetchBookingIncidents.mockResolvedValueOnce([mine]);
    const report = { category: 'safety' as const, description: 'Left the door open.' };
    expect(await useIncidentsStore.getState().report('b1', report)).toBe(message);
    expect(api.reportIncident).toHaveBeenCalledWith('b1', report);
    expect(useIncidentsStore.getState().byBooking.b1?.incidents).toEqual([mine]);
  });

  it('lets only the newest fetch of a booking land', async () => {
    api.fetchBookingIncidents.mockResolvedValueOnce([]);
    await useIncidentsStore.getState().show('b1');
    let first: (value: IncidentView[]) => void = () => {};
    api.fetchBookingIncidents.mockReturnValueOnce(new Promise((resolve) => (first = resolve)));
    const slow = useIncidentsStore.getState().refresh('b1');
    api.fetchBookingIncidents.mockResolvedValueOnce([decided]);
    await useIncidentsStore.getState().refresh('b1');
    first([mine]);
    await slow;
    expect(useIncidentsStore.getState().byBooking.b1?.incidents).toEqual([decided]);
  });
});
