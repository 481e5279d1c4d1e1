import { describe, expect, it } from 'vitest';
import type { Load } from '../load-state';
import type { CursorStack } from './cursor-stack';
import { firstPageOf } from './cursor-stack';
import { pageMoves } from './page-moves';

/** A list on its second page of "open" items, with a third page after it. */
function listOnSecondPage(load: Load = 'ready') {
  const fetched: { query: string; cursor: string | null; quiet: boolean }[] = [];
  const cursors: CursorStack<string> = { current: 'p2', before: [null], next: 'p3' };
  const moves = pageMoves(
    () => ({ query: 'open', cursors, load }),
    async (query: string, to: CursorStack<string>, quiet: boolean) => {
      fetched.push({ query, cursor: to.current, quiet });
    },
  );
  return { moves, fetched };
}

describe('pageMoves', () => {
  it('opens the first page of the query shown or of a new one', async () => {
    const { moves, fetched } = listOnSecondPage();
    await moves.first();
    await moves.first('decided');
    expect(fetched).toEqual([
      { query: 'open', cursor: null, quiet: false },
      { query: 'decided', cursor: null, quiet: false },
    ]);
  });

  it('moves to the next and the previous page, and loads the page shown again', async () => {
    const { moves, fetched } = listOnSecondPage();
    await moves.next();
    await moves.previous();
    await moves.again();
    expect(fetched.map((f) => f.cursor)).toEqual(['p3', null, 'p2']);
  });

  it('goes nowhere past either end', async () => {
    const fetched: unknown[] = [];
    const moves = pageMoves(
      () => ({ query: 'open', cursors: firstPageOf<string>(), load: 'ready' }),
      async (...args: unknown[]) => {
        fetched.push(args);
      },
    );
    await moves.next();
    await moves.previous();
    expect(fetched).toEqual([]);
  });

  it('refreshes quietly, and only a page that has loaded', async () => {
    const ready = listOnSecondPage('ready');
    await ready.moves.refresh();
    expect(ready.fetched).toEqual([{ query: 'open', cursor: 'p2', quiet: true }]);
    const failed = listOnSecondPage('failed');
    await failed.moves.refresh();
    expect(failed.fetched).toEqual([]);
  });
});
