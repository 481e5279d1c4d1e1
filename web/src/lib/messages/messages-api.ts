import type {
  ConversationListResponse,
  MessagePageResponse,
  SendMessageResponse,
} from '@shared/messages';
import { apiClient } from '../api-client';

// Typed fetchers of the messages API (src/shared/messages.ts holds the shapes).

const conversationPath = (conversationId: string) =>
  `/api/conversations/${encodeURIComponent(conversationId)}`;

export const conversationsPath = '/api/conversations';

/** The newest page, or the one before `before` (a cursor the previous page gave). */
export const messagesPath = (conversationId: string, before: string | null = null) =>
  `${conversationPath(conversationId)}/messages${
    before === null ? '' : `?before=${encodeURIComponent(before)}`
  }`;

export const fetchConversations = () => apiClient.get<ConversationListResponse>(conversationsPath);

export const fetchMessagePage = (conversationId: string, before: string | null = null) =>
  apiClient.get<MessagePageResponse>(messagesPath(conversationId, before));

export const sendMessage = (conversationId: string, text: string, idempotencyKey: string) =>
  apiClient.post<SendMessageResponse>(messagesPath(conversationId), { text, idempotencyKey });

export const markRead = (conversationId: string, upToMessageId: string) =>
  apiClient.post<unknown>(`${conversationPath(conversationId)}/read`, { upToMessageId });

export const reportMessage = (conversationId: string, messageId: string, reason: string) =>
  apiClient.post<unknown>(
    `${conversationPath(conversationId)}/messages/${encodeURIComponent(messageId)}/report`,
    { reason },
  );

export const blockPerson = (conversationId: string) =>
  apiClient.post<unknown>(`${conversationPath(conversationId)}/block`);

export const unblockPerson = (conversationId: string) =>
  apiClient.delete<unknown>(`${conversationPath(conversationId)}/block`);
