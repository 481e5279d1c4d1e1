import { defineProjection, everyOf, readTable } from '../../infra/projections/index.js';
import { FAVOURITE_EVENT_TYPES, type FavouriteEvent } from './favourites.events.js';

type ErasureFact = { type: 'AccountErased'; data: { accountId: string; erasedAt: string } };

const favourites = readTable('favourite_nannies', {
  key: ['parent_id', 'nanny_id'],
  lookups: ['parent_id', 'nanny_id'],
});

/** favourite_nannies: each parent's hearted nannies; an erased account's hearts go with it. */
export const favouritesProjection = defineProjection<
  FavouriteEvent | ErasureFact,
  'favourite_nannies'
>({
  name: 'favourites',
  tables: [favourites],
  events: { ...everyOf(FAVOURITE_EVENT_TYPES), AccountErased: true },
  fold: (event, rows) => {
    switch (event.type) {
      case 'NannyFavourited': {
        const d = event.data;
        const row = {
          parent_id: d.parentId,
          nanny_id: d.nannyId,
          added_at: new Date(d.favouritedAt),
        };
        rows.insert('favourite_nannies', row, 'keep');
        return;
      }
      case 'NannyUnfavourited':
        rows.remove('favourite_nannies', {
          parent_id: event.data.parentId,
          nanny_id: event.data.nannyId,
        });
        return;
      case 'AccountErased': {
        const id = event.data.accountId;
        const theirs = [
          ...rows.find('favourite_nannies', 'parent_id', id),
          ...rows.find('favourite_nannies', 'nanny_id', id),
        ];
        for (const row of theirs) {
          rows.remove('favourite_nannies', { parent_id: row.parent_id, nanny_id: row.nanny_id });
        }
        return;
      }
    }
  },
});
