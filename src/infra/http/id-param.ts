import { Type } from '@sinclair/typebox';

/**
 * An id in a URL path. Ours are UUIDs, or stream ids like `nanny-<uuid>`: letters, digits and
 * dashes, well under 64 characters. Anything else (`..`, `/`, NUL, spaces, direction overrides)
 * names nothing we store, so it is refused before any lookup; the error handler answers 404.
 */
export const IdParam = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** Path parameters holding ids end in `Id` (`nannyId`, `entryId`, `streamId`). */
export const isIdParamName = (name: string) => /Id$/.test(name);
