import { hasOtherPages, pageNumber } from './directory-pages';
import { useDirectoryStore } from './directory-store';

/** Previous and Next under the cards, shown once there is more than one page. */
export function DirectoryPager({ onTurn }: { onTurn: () => void }) {
  const cursors = useDirectoryStore((state) => state.cursors);
  const next = useDirectoryStore((state) => state.next);
  const previous = useDirectoryStore((state) => state.previous);
  if (!hasOtherPages(cursors)) return null;

  const turn = (move: () => Promise<void>) => {
    onTurn();
    void move();
  };

  return (
    <nav className="pager" aria-label="Directory pages">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={cursors.before.length === 0}
        onClick={() => turn(previous)}
      >
        Previous
      </button>
      <span className="pager__page">Page {pageNumber(cursors)}</span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={cursors.next === null}
        onClick={() => turn(next)}
      >
        Next
      </button>
    </nav>
  );
}
