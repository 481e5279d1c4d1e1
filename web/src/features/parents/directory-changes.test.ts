import { describe, expect, it } from 'vitest';
import { withCardAdded, withCardRemoved, withCardUpdated } from './directory-changes';
import { firstPage, forward, withNext } from './directory-pages';
import type { DirectoryNanny } from './parent-types';

const card = (id: string): DirectoryNanny => ({
  id,
  fullName: `Nanny ${id}`,
  bio: '',
  photoUrl: null,
  availabilitySummary: '',
});

const secondPage = forward(withNext(firstPage, 'c2')) ?? firstPage;

describe('a nanny joining the directory', () => {
  it('appears at the top of the first page', () => {
    const shown = [card('a'), card('b')];
    expect(withCardAdded(shown, firstPage, card('n')).map((n) => n.id)).toEqual(['n', 'a', 'b']);
    expect(withCardAdded([], firstPage, card('n')).map((n) => n.id)).toEqual(['n']);
  });

  it('keeps the last card of a full first page, so the next page still follows on', () => {
    const shown = Array.from({ length: 24 }, (_, i) => card(`c${i}`));
    const cursors = withNext(firstPage, 'c2');
    const after = withCardAdded(shown, cursors, card('n'));
    expect(after).toHaveLength(25);
    expect(after.at(-1)?.id).toBe('c23');
  });

  it('is not shown twice', () => {
    const shown = [card('a'), card('n')];
    expect(withCardAdded(shown, firstPage, card('n'))).toBe(shown);
  });

  it('leaves later pages alone: she is not on them', () => {
    const shown = [card('x')];
    expect(withCardAdded(shown, secondPage, card('n'))).toBe(shown);
  });
});

describe('a nanny leaving the directory', () => {
  it('disappears from whichever page shows her', () => {
    expect(withCardRemoved([card('a'), card('n'), card('b')], 'n').map((n) => n.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('changes nothing when she is not shown', () => {
    const shown = [card('a')];
    expect(withCardRemoved(shown, 'n')).toBe(shown);
  });
});

describe('a listed nanny’s approved change', () => {
  it('replaces her card where it is shown, and changes nothing elsewhere', () => {
    const shown = [card('a'), card('b')];
    const renamed = { ...card('b'), fullName: 'Bea Renamed' };
    expect(withCardUpdated(shown, renamed)).toEqual([card('a'), renamed]);
    expect(withCardUpdated(shown, card('z'))).toBe(shown);
  });
});
