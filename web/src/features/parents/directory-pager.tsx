import { PageNav } from '../../components/page-nav';
import { useDirectoryStore } from './directory-store';

/** Previous and Next under the cards, shown once there is more than one page. */
export function DirectoryPager({ onTurn }: { onTurn: () => void }) {
  const cursors = useDirectoryStore((state) => state.cursors);
  const next = useDirectoryStore((state) => state.next);
  const previous = useDirectoryStore((state) => state.previous);

  const turn = (move: () => Promise<void>) => {
    onTurn();
    void move();
  };

  return (
    <PageNav
      label="Directory pages"
      cursors={cursors}
      onPrevious={() => turn(previous)}
      onNext={() => turn(next)}
    />
  );
}
