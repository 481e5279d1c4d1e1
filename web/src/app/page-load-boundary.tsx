import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { LoadingScreen } from '../components/loading-screen';
import { PageChunkError } from './lazy-page';

export const pageLoadFailedText =
  'This page could not be loaded. Check your connection, then reload the page.';

interface BoundaryProps {
  children: ReactNode;
  /** Reloads the document; a test passes its own. */
  reload?: () => void;
}

/**
 * Around a lazily loaded page: the placeholder while its chunk downloads, and a clear message
 * with a reload button if it never arrives (offline, time-out, or a deploy removed the old
 * chunk: a reload fetches the new index.html and its chunks). Other errors pass on.
 */
export function PageLoadBoundary({ children, reload }: BoundaryProps) {
  return (
    <ChunkErrorBoundary reload={reload ?? (() => window.location.reload())}>
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

class ChunkErrorBoundary extends Component<
  { children: ReactNode; reload: () => void },
  { error: unknown }
> {
  state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // Not a missing chunk: not ours to explain, so it goes on to whatever is above.
    if (!(error instanceof PageChunkError)) {
      throw error instanceof Error
        ? error
        : new Error('A page failed to render.', { cause: error });
    }
    return (
      <div className="card load-failed" role="alert">
        <p>{pageLoadFailedText}</p>
        <button type="button" className="button" onClick={this.props.reload}>
          Reload the page
        </button>
      </div>
    );
  }
}
