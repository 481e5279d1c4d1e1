import { hasOtherPages, pageNumber } from '../lib/paging/cursor-stack';
import type { CursorStack } from '../lib/paging/cursor-stack';
import { SecondaryButton } from './secondary-button';

interface PageNavProps<C> {
  /** What the pages are of, for the navigation's name: "Review queue pages". */
  label: string;
  cursors: CursorStack<C>;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next under a paged list, shown once there is more than one page. */
export function PageNav<C>({ label, cursors, onPrevious, onNext }: PageNavProps<C>) {
  if (!hasOtherPages(cursors)) return null;
  return (
    <nav className="pager" aria-label={label}>
      <SecondaryButton small disabled={cursors.before.length === 0} onClick={onPrevious}>
        Previous
      </SecondaryButton>
      <span className="pager__page">Page {pageNumber(cursors)}</span>
      <SecondaryButton small disabled={cursors.next === null} onClick={onNext}>
        Next
      </SecondaryButton>
    </nav>
  );
}
