import { create } from 'zustand';
import { moderationTexts } from '@shared/messages';
import type { MessageReportView, MessageView, ReportAction } from '@shared/messages';
import {
  fetchMessageReports,
  fetchReportedConversation,
  sendReportDecision,
} from './message-reports-api';

export type ReportsLoad = 'idle' | 'loading' | 'ready' | 'failed';

export interface ReportedConversation {
  reportId: string;
  load: 'loading' | 'ready' | 'failed';
  messages: MessageView[];
}

export interface MessageReportsState {
  load: ReportsLoad;
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
  let latest = 0;
  let latestConversation = 0;

  const fetchReports = async (quiet: boolean) => {
    const ticket = ++latest;
    if (!quiet) set({ load: 'loading' });
    try {
      const reports = await fetchMessageReports();
      if (ticket === latest) set({ load: 'ready', reports });
    } catch {
      if (ticket === latest && !quiet) set({ load: 'failed' });
    }
  };

  return {
    load: 'idle',
    reports: [],
    conversation: null,
    openFirst: () => fetchReports(false),
    refresh: () => (get().load === 'idle' ? Promise.resolve() : fetchReports(true)),
    showConversation: async (reportId) => {
      const ticket = ++latestConversation;
      set({ conversation: { reportId, load: 'loading', messages: [] } });
      try {
        const messages = await fetchReportedConversation(reportId);
        if (ticket === latestConversation) {
          set({ conversation: { reportId, load: 'ready', messages } });
        }
      } catch {
        if (ticket === latestConversation) {
          set({ conversation: { reportId, load: 'failed', messages: [] } });
        }
      }
    },
    closeConversation: () => {
      latestConversation += 1;
      set({ conversation: null });
    },
    decide: async (reportId, action) => {
      const answer = await sendReportDecision(reportId, action);
      await fetchReports(true);
      return decidedText(answer, action);
    },
  };
});
