import type { WebSocket } from 'ws';
import type { AuthContext } from '../auth/session-store.js';
import { isInAudience, type LiveMessage, type RoutedMessage } from './live-messages.js';

/** One socket and who is behind it. */
export interface LiveClient {
  socket: WebSocket;
  auth: AuthContext;
}

export const isOpen = (socket: WebSocket): boolean => socket.readyState === socket.OPEN;

/**
 * One frame per event: an event can mean several messages to one client (an operator gets the
 * log entry and the queue change), and a connection lost between two frames would resume after
 * that event's position with the rest never sent.
 */
export function deliver(client: LiveClient, routed: RoutedMessage[]): void {
  const messages = routed.filter(({ to }) => isInAudience(to, client.auth)).map((r) => r.message);
  if (messages.length > 0) send(client.socket, messages);
}

/** Frames are JSON arrays of the messages of one event (or the hello). */
export function send(socket: WebSocket, messages: LiveMessage[]): void {
  if (isOpen(socket)) socket.send(JSON.stringify(messages));
}
