import { Type } from '@sinclair/typebox';
import {
  eventTypeDefinitionsOf,
  eventTypeNamesOf,
  type EventUnionOf,
} from '../../infra/domain/event-union.js';

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
export type FavouriteEvent = EventUnionOf<typeof schemas>;

export const FAVOURITE_EVENT_TYPES = eventTypeNamesOf(schemas);

export const favouriteEventTypes = eventTypeDefinitionsOf(schemas);

export const favouritesStreamId = (parentId: string) => `favourites-${parentId}`;
