import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** The product's specification: a lazily loaded page chunk times out after 120000 ms. */
export const PAGE_CHUNK_TIMEOUT_MS = 120_000;

/** A page's chunk did not arrive: the network failed, or it took longer than the time-out. */
export class PageChunkError extends Error {
  constructor(cause: unknown) {
    super('A page of the app could not be loaded.', { cause });
    this.name = 'PageChunkError';
  }
}

interface PageModule {
  default: ComponentType;
  /** Starts the requests for what the page first shows, before it is drawn. */
  startEarly?: () => void;
}

export interface LazyPage {
  Page: LazyExoticComponent<ComponentType>;
  /** Starts the download early (an idle moment, a link's hover); the same download serves both. */
  preload(): Promise<void>;
  /** As `preload`, then starts the page's first requests (the address names this page). */
  preloadWithData(): Promise<void>;
}

/**
 * A page split into its own chunk. Once its module has arrived, rendering it again does not
 * suspend (React's lazy reads a thenable that answers at once), so a page seen once never
 * flashes its placeholder again.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  timeoutMs: number = PAGE_CHUNK_TIMEOUT_MS,
): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const start = () => {
    loading ??= withTimeout(load(), timeoutMs).then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A later attempt (the reload button, another visit) may succeed: forget this one.
        loading = undefined;
        throw new PageChunkError(error);
      },
    );
    return loading;
  };
  const Page = lazy(() => {
    const module = loaded;
    if (module === undefined) return start();
    // A thenable that answers synchronously: lazy resolves without suspending.
    return {
      then: (resolve: (value: PageModule) => void) => resolve(module),
    } as Promise<PageModule>;
  });
  return {
    Page,
    preload: () => start().then(() => undefined),
    preloadWithData: () => start().then((module) => module.startEarly?.()),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The page took longer than ${ms / 1000} s to load.`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
