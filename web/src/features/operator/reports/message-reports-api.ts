import type { ReportAction } from '@shared/messages';
import { api } from '../../../lib/api/api';

/** Open reports first, then decided ones, newest first (the server orders them). */
export const fetchMessageReports = async () =>
  (await api.get('/api/operator/message-reports')).reports;

/** The reported conversation as typed (unmasked), oldest first. */
export const fetchReportedConversation = async (reportId: string) =>
  (await api.get('/api/operator/message-reports/{reportId}/conversation', { params: { reportId } }))
    .messages;

export const sendReportDecision = (reportId: string, action: ReportAction) =>
  api.post('/api/operator/message-reports/{reportId}/decision', {
    params: { reportId },
    body: { action },
  });
