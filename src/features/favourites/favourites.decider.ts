import { assertNever, notFoundError } from '../../infra/domain/errors.js';
import { requireOwnStream, type Decider } from '../../infra/event-store/decider.js';
import { favouritesStreamId, type FavouriteEvent } from './favourites.events.js';

export const NANNY_NOT_FOUND_MESSAGE = 'Nanny not found.';

export type FavouriteCommand =
  | {
      type: 'FavouriteNanny';
      parentId: string;
      nannyId: string;
      /** Whether she is a nanny a parent may find (approved, listed); loaded by the route. */
      nannyFound: boolean;
      at: string;
    }
  | { type: 'UnfavouriteNanny'; parentId: string; nannyId: string; at: string };

export interface FavouritesState {
  nannyIds: readonly string[];
}

function evolve(state: FavouritesState, event: FavouriteEvent): FavouritesState {
  switch (event.type) {
    case 'NannyFavourited':
      return { nannyIds: [...state.nannyIds, event.data.nannyId] };
    case 'NannyUnfavourited':
      return { nannyIds: state.nannyIds.filter((id) => id !== event.data.nannyId) };
    default:
      return assertNever(event);
  }
}

function decide(
  command: FavouriteCommand,
  state: FavouritesState,
  streamId: string,
): FavouriteEvent[] {
  requireOwnStream(streamId, favouritesStreamId(command.parentId));
  const { parentId, nannyId, at } = command;
  const hearted = state.nannyIds.includes(nannyId);
  switch (command.type) {
    case 'FavouriteNanny':
      if (!command.nannyFound) throw notFoundError(NANNY_NOT_FOUND_MESSAGE);
      // A heart pressed twice (or a retried request) records nothing twice.
      return hearted
        ? []
        : [{ type: 'NannyFavourited', data: { parentId, nannyId, favouritedAt: at } }];
    case 'UnfavouriteNanny':
      return hearted
        ? [{ type: 'NannyUnfavourited', data: { parentId, nannyId, unfavouritedAt: at } }]
        : [];
    default:
      return assertNever(command);
  }
}

export const favouritesDecider: Decider<FavouritesState, FavouriteCommand, FavouriteEvent> = {
  streamType: 'favourites',
  initialState: () => ({ nannyIds: [] }),
  evolve,
  decide,
};
