import { create } from 'zustand';
import { latestRequest, shownFetch } from '../../../lib/latest-request';
import type { Load, TabLoad } from '../../../lib/load-state';
import { moderationTexts } from '@shared/messages';
import type { MessageReportView, MessageView, ReportAction } from '@shared/messages';
import {
  fetchMessageReports,
  fetchReportedConversation,
  sendReportDecision,
} from './message-reports-api';

interface ReportedConversation {
  reportId: string;
  load: Load;
  messages: MessageView[];
}

export interface MessageReportsState {
  load: TabLoad;
  /** Open reports first, then decided ones (the server's order). */
  reports: MessageReportView[];
  /** The conversation of one report, read in a dialog. */
  conversation: ReportedConversation | null;
  /** The tab's first look (or Try again). */
  openFirst: () => Promise<void>;
  /** Live: the queue changed; fetches it again keeping what is shown. */
  refresh: () => Promise<void>;
  showConversation: (reportId: string) => Promise<void>;
  closeConversation: () => void;
  /** Records a decision; resolves with what to announce, rejects with the server's refusal. */
  decide: (reportId: string, action: ReportAction) => Promise<string>;
}

/** The server's message when it sends one, else the contract's words for the decision. */
const decidedText = (answer: unknown, action: ReportAction): string => {
  const message = (answer as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : moderationTexts.decided[action];
};

export const useMessageReportsStore = create<MessageReportsState>()((set, get) => {
  const latestConversation = latestRequest();

  const fetchReports = shownFetch(
    fetchMessageReports,
    (reports) => set({ load: 'ready', reports }),
    (load) => set({ load }),
  );

  return {
    load: 'idle',
    reports: [],
    conversation: null,
    openFirst: () => fetchReports(false),
    refresh: () => (get().load === 'idle' ? Promise.resolve() : fetchReports(true)),
    showConversation: async (reportId) => {
      set({ conversation: { reportId, load: 'loading', messages: [] } });
      await latestConversation.run(
        () => fetchReportedConversation(reportId),
        (messages) => set({ conversation: { reportId, load: 'ready', messages } }),
        () => set({ conversation: { reportId, load: 'failed', messages: [] } }),
      );
    },
    closeConversation: () => {
      latestConversation.drop();
      set({ conversation: null });
    },
    decide: async (reportId, action) => {
      const answer = await sendReportDecision(reportId, action);
      await fetchReports(true);
      return decidedText(answer, action);
    },
  };
});
