import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { network } from '../../testing/fake-network';
import { renderScreen, sessionUser } from '../../testing/render';
import { FavouriteButton, FavouritesList } from './favourites';

// The heart on a nanny card and the parent's favourites list; the rules are the server's
// (favourites.int.test.ts).

const favourite = {
  id: 'n1',
  fullName: 'Bea Bookable',
  listed: true,
  addedAt: '2030-05-01T10:00:00.000Z',
};

describe('favourites', () => {
  it('hearts a nanny with one press and shows it pressed', async () => {
    network().on('GET', '/api/parent/favourites', { json: { nannies: [] } });
    const { user } = renderScreen(<FavouriteButton nannyId="n1" name="Bea Bookable" />, {
      session: sessionUser('parent'),
    });
    const heart = await screen.findByRole('button', { name: 'Favourite', pressed: false });
    network().on('PUT', '/api/parent/favourites/{nannyId}', {
      json: { message: 'Added to your favourites.', nannies: [favourite] },
    });
    await user.click(heart);
    expect(await screen.findByRole('button', { name: 'Favourite', pressed: true })).toBeDefined();
    expect(network().sent('PUT', '/api/parent/favourites/n1')).toHaveLength(1);
  });

  it('lists her favourites, one press from a request, and says who is not taking bookings', async () => {
    network().on('GET', '/api/parent/favourites', {
      json: {
        nannies: [favourite, { ...favourite, id: 'n2', fullName: 'Olive Away', listed: false }],
      },
    });
    renderScreen(<FavouritesList />, { session: sessionUser('parent') });
    expect(await screen.findByRole('heading', { name: 'Your favourites' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Request booking' })).toBeDefined();
    expect(screen.getByText('Olive Away (not taking bookings now)')).toBeDefined();
  });
});
