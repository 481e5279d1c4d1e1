import WebSocket from 'ws';
import { waitFor } from './wait-for.js';

export interface LiveClient {
  messages: { type: string; [key: string]: unknown }[];
  next(
    type: string,
    match?: (m: Record<string, unknown>) => boolean,
  ): Promise<Record<string, unknown>>;
  close(): void;
}

/** A /ws connection as a browser would open it (cookie and Origin headers). */
export function openLive(
  baseUrl: string,
  headers: { cookie?: string; origin?: string },
  after?: number,
): Promise<LiveClient> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws${after === undefined ? '' : `?after=${after}`}`;
  const socket = new WebSocket(url, {
    headers: {
      origin: headers.origin ?? baseUrl,
      ...(headers.cookie ? { cookie: headers.cookie } : {}),
    },
  });
  const messages: LiveClient['messages'] = [];
  socket.on('message', (data: Buffer) =>
    messages.push(JSON.parse(data.toString()) as LiveClient['messages'][number]),
  );
  return new Promise((resolve, reject) => {
    socket.on('open', () =>
      resolve({
        messages,
        next: (type, match = () => true) =>
          waitFor(() => messages.find((m) => m.type === type && match(m)), { timeoutMs: 20_000 }),
        close: () => socket.close(),
      }),
    );
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.on('error', reject);
  });
}
