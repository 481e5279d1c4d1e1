import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { allowedOrigins } from '../auth/auth-plugin.js';
import { forbiddenError, unauthorizedError } from '../domain/errors.js';
import type { LiveHub } from './live-hub.js';

/**
 * /ws: refused before the upgrade unless it comes from our own pages (Origin) with a session
 * cookie; `?after=<position>` asks for what the client missed.
 */
export async function registerLiveRoutes(
  app: FastifyInstance,
  hub: LiveHub,
  publicUrl: string,
): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  const origins = allowedOrigins(publicUrl);
  app.get<{ Querystring: { after?: string } }>(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        if (!origins.has(request.headers.origin ?? '')) {
          throw forbiddenError(
            'This connection did not come from RBT Nanny Connect and was refused.',
          );
        }
        if (!request.auth) throw unauthorizedError();
      },
    },
    (socket, request) => {
      // Clients only listen; anything they send is ignored.
      socket.on('message', () => {});
      void hub.connect(socket, request.auth!, resumePosition(request.query.after));
    },
  );
}

/** undefined when no position is named; null when it is not a whole number the hub could have sent. */
function resumePosition(raw: string | undefined): number | null | undefined {
  if (raw === undefined) return undefined;
  const position = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(position) ? position : null;
}
