import type { MessageReportView, MessageView, ReportAction } from '@shared/messages';
import { apiClient } from '../../lib/api-client';

const reportPath = (reportId: string) =>
  `/api/operator/message-reports/${encodeURIComponent(reportId)}`;

/** Open reports first, then decided ones, newest first (the server orders them). */
export const fetchMessageReports = async (): Promise<MessageReportView[]> =>
  (await apiClient.get<{ reports: MessageReportView[] }>('/api/operator/message-reports')).reports;

/** The reported conversation as typed (unmasked), oldest first. */
export const fetchReportedConversation = async (reportId: string): Promise<MessageView[]> =>
  (await apiClient.get<{ messages: MessageView[] }>(`${reportPath(reportId)}/conversation`))
    .messages;

export const sendReportDecision = (reportId: string, action: ReportAction) =>
  apiClient.post<{ message?: unknown } | undefined>(`${reportPath(reportId)}/decision`, {
    action,
  });
