import { Type, type Static } from '@sinclair/typebox';
import type { EventTypeDefinition } from '../../infra/event-store/event-catalog.js';

// A parent's favourite nannies: ids and times only, one stream per parent.

const NannyFavourited = Type.Object({
  parentId: Type.String(),
  nannyId: Type.String(),
  favouritedAt: Type.String(),
});
const NannyUnfavourited = Type.Object({
  parentId: Type.String(),
  nannyId: Type.String(),
  unfavouritedAt: Type.String(),
});

const schemas = { NannyFavourited, NannyUnfavourited };
type Schemas = typeof schemas;

export type FavouriteEvent = {
  [K in keyof Schemas]: { type: K; data: Static<Schemas[K]> };
}[keyof Schemas];

export const FAVOURITE_EVENT_TYPES = Object.keys(schemas) as FavouriteEvent['type'][];

export const favouriteEventTypes: EventTypeDefinition[] = FAVOURITE_EVENT_TYPES.map((type) => ({
  type,
  schema: schemas[type],
}));

export const favouritesStreamId = (parentId: string) => `favourites-${parentId}`;
