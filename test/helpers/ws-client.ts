import WebSocket from 'ws';
import { waitFor } from './wait-for.js';

type Message = { type: string; [key: string]: unknown };

export interface LiveClient {
  /** Every message received, frames flattened. */
  messages: Message[];
  /** The frames as they came: each the messages of one event. */
  frames: Message[][];
  next(
    type: string,
    match?: (m: Record<string, unknown>) => boolean,
  ): Promise<Record<string, unknown>>;
  /**
   * Resolves once the server answered a ping: every frame it sent this socket before has arrived
   * (to show that something was not sent, without waiting for a while).
   */
  settled(): Promise<void>;
  close(): void;
  /** Resolves with the close code once the server (or we) closed the socket. */
  closed: Promise<number>;
}

/** A /ws connection as a browser would open it (cookie and Origin headers). */
export function openLive(
  baseUrl: string,
  headers: { cookie?: string; origin?: string },
  /** A position to resume after (any text, to try what the hub makes of it). */
  after?: number | string,
): Promise<LiveClient> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws${after === undefined ? '' : `?after=${after}`}`;
  const socket = new WebSocket(url, {
    headers: {
      origin: headers.origin ?? baseUrl,
      ...(headers.cookie ? { cookie: headers.cookie } : {}),
    },
  });
  const messages: Message[] = [];
  const frames: Message[][] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('message', (data: Buffer) => {
    const frame = JSON.parse(data.toString()) as Message[];
    frames.push(frame);
    messages.push(...frame);
  });
  return new Promise((resolve, reject) => {
    socket.on('open', () =>
      resolve({
        messages,
        frames,
        next: (type, match = () => true) =>
          waitFor(() => messages.find((m) => m.type === type && match(m)), { timeoutMs: 20_000 }),
        settled: () =>
          new Promise<void>((resolve) => {
            socket.once('pong', () => resolve());
            socket.ping();
          }),
        close: () => socket.close(),
        closed,
      }),
    );
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.on('error', reject);
  });
}
