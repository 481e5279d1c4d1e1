import { api } from '../api/api';

// Typed fetchers of the messages API: the shapes are the route schemas (generated:
// lib/api/schema.ts), which src/shared/messages.ts describes for both sides.

/** The newest page, or the one before `before` (a cursor the previous page gave). */
export const fetchMessagePage = (conversationId: string, before: string | null = null) =>
  api.get('/api/conversations/{conversationId}/messages', {
    params: { conversationId },
    query: before === null ? {} : { before },
  });

export const fetchConversations = () => api.get('/api/conversations');

export const sendMessage = (conversationId: string, text: string, idempotencyKey: string) =>
  api.post('/api/conversations/{conversationId}/messages', {
    params: { conversationId },
    body: { text, idempotencyKey },
  });

export const markRead = (conversationId: string, upToMessageId: string) =>
  api.post('/api/conversations/{conversationId}/read', {
    params: { conversationId },
    body: { upToMessageId },
  });

export const reportMessage = (conversationId: string, messageId: string, reason: string) =>
  api.post('/api/conversations/{conversationId}/messages/{messageId}/report', {
    params: { conversationId, messageId },
    body: { reason },
  });

export const blockPerson = (conversationId: string) =>
  api.post('/api/conversations/{conversationId}/block', { params: { conversationId } });

export const unblockPerson = (conversationId: string) =>
  api.delete('/api/conversations/{conversationId}/block', { params: { conversationId } });
