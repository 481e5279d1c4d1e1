import { describe, it } from 'vitest';
import { deciderSpec } from '../../../test/helpers/decider-spec.js';
import { NotStreamOwnerError } from '../../infra/domain/errors.js';
import {
  favouritesDecider,
  NANNY_NOT_FOUND_MESSAGE,
  type FavouriteCommand,
} from './favourites.decider.js';
import { favouritesStreamId, type FavouriteEvent } from './favourites.events.js';

const spec = deciderSpec(favouritesDecider, favouritesStreamId('p1'));
const at = '2026-12-01T10:00:00.000Z';
const heart = (changes: Partial<FavouriteCommand> = {}) =>
  ({
    type: 'FavouriteNanny',
    parentId: 'p1',
    nannyId: 'n1',
    nannyFound: true,
    at,
    ...changes,
  }) as FavouriteCommand;
const unheart = (changes: Partial<FavouriteCommand> = {}) =>
  ({ type: 'UnfavouriteNanny', parentId: 'p1', nannyId: 'n1', at, ...changes }) as FavouriteCommand;
const hearted: FavouriteEvent = {
  type: 'NannyFavourited',
  data: { parentId: 'p1', nannyId: 'n1', favouritedAt: at },
};

describe('favourites', () => {
  it('hearts a listed nanny', () => {
    spec.given([]).when(heart()).then([hearted]);
  });

  it('records a second heart of the same nanny once', () => {
    spec.given([hearted]).when(heart()).then([]);
  });

  it('refuses a nanny parents cannot find', () => {
    spec
      .given([])
      .when(heart({ nannyFound: false }))
      .thenThrows(NANNY_NOT_FOUND_MESSAGE);
  });

  it('removes a heart, and removing one that is not there records nothing', () => {
    spec
      .given([hearted])
      .when(unheart())
      .then([
        { type: 'NannyUnfavourited', data: { parentId: 'p1', nannyId: 'n1', unfavouritedAt: at } },
      ]);
    spec.given([]).when(unheart()).then([]);
  });

  it("never writes into another parent's list", () => {
    spec
      .given([])
      .when(heart({ parentId: 'p2' }))
      .thenThrows(NotStreamOwnerError);
  });
});
