import { api, type ApiResponse } from '../../lib/api/api';

export type Favourite = ApiResponse<'/api/parent/favourites'>['nannies'][number];

export const fetchFavourites = async () => (await api.get('/api/parent/favourites')).nannies;

export const addFavourite = (nannyId: string) =>
  api.put('/api/parent/favourites/{nannyId}', { params: { nannyId } });

export const removeFavourite = (nannyId: string) =>
  api.delete('/api/parent/favourites/{nannyId}', { params: { nannyId } });
