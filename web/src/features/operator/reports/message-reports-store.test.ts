import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageReportView, MessageView, ReportAction } from '@shared/messages';

const api = vi.hoisted(() => ({
  fetchMessageReports: vi.fn<() => Promise<MessageReportView[]>>(),
  fetchReportedConversation: vi.fn<(reportId: string) => Promise<MessageView[]>>(),
  sendReportDecision: vi.fn<(reportId: string, action: ReportAction) => Promise<unknown>>(),
}));
vi.mock('./message-reports-api', () => api);

const { useMessageReportsStore } = await import('./message-reports-store');
const store = () => useMessageReportsStore.getState();

const report = (id: string, status: MessageReportView['status'] = 'open') =>
  ({ id, status }) as MessageReportView;

beforeEach(() => {
  useMessageReportsStore.setState({ load: 'idle', reports: [], conversation: null });
});
afterEach(() => vi.resetAllMocks());

describe("the operator's message reports", () => {
  it('does not fetch on a live change before the tab has loaded', async () => {
    await store().refresh();
    expect(api.fetchMessageReports).not.toHaveBeenCalled();
  });

  it('takes a live change in place, keeping what is shown when it fails', async () => {
    api.fetchMessageReports.mockResolvedValueOnce([report('r1')]);
    await store().openFirst();
    api.fetchMessageReports.mockResolvedValueOnce([report('r2'), report('r1')]);
    await store().refresh();
    expect(store().reports.map((item) => item.id)).toEqual(['r2', 'r1']);
    api.fetchMessageReports.mockRejectedValueOnce(new Error('offline'));
    await store().refresh();
    expect(store().load).toBe('ready');
    expect(store().reports).toHaveLength(2);
  });

  it("decides with the server's message, or the contract's words for the action", async () => {
    api.fetchMessageReports.mockResolvedValue([report('r1', 'dismissed')]);
    api.sendReportDecision.mockResolvedValueOnce({ message: 'Done.' });
    expect(await store().decide('r1', 'dismiss')).toBe('Done.');
    api.sendReportDecision.mockResolvedValueOnce({});
    expect(await store().decide('r1', 'suspend')).toBe(
      "Report decided: the sender's account is suspended.",
    );
    expect(api.sendReportDecision).toHaveBeenLastCalledWith('r1', 'suspend');
    expect(store().reports[0]?.status).toBe('dismissed');
  });

  it('shows a reported conversation, and forgets it when closed', async () => {
    const messages = [{ id: 'm1' } as MessageView];
    api.fetchReportedConversation.mockResolvedValueOnce(messages);
    await store().showConversation('r1');
    expect(store().conversation).toEqual({ reportId: 'r1', load: 'ready', messages });
    store().closeConversation();
    expect(store().conversation).toBeNull();
  });
});
