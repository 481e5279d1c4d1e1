// Set up before every component test file (vitest.config.ts, project "component"), after
// zustand-setup.ts: a fresh fake network per test, every render cleaned up after each test (and
// then, by zustand-setup.ts, whose after-each hook runs after this one's, every store reset),
// and the few browser APIs jsdom lacks because it draws nothing.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadAllPages } from '../app/lazy-pages';
import { fakeFetch, fakeXmlHttpRequest, network, startNetwork } from './fake-network';

// jsdom lays nothing out: no element has a box, nothing scrolls, nothing intersects. Elements
// count as drawn unless hidden (the dialog's focus trap asks), scrolling does nothing, and an
// observed element is on screen (the open conversation is being read).
function drawn(element: Element): boolean {
  for (let at: Element | null = element; at !== null; at = at.parentElement) {
    if (at instanceof HTMLElement && (at.hidden || at.style.display === 'none')) return false;
  }
  return true;
}
Element.prototype.getClientRects = function getClientRects(this: Element) {
  const boxes = drawn(this) ? [new DOMRect(0, 0, 100, 24)] : [];
  return Object.assign(boxes, { item: (index: number) => boxes[index] ?? null });
};
Element.prototype.scrollIntoView = function scrollIntoView() {};
class OnScreen {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
    queueMicrotask(() => this.report([entry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = OnScreen as unknown as typeof IntersectionObserver;

// A find waits for what the user would see; one second is short on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// Testing Library moves fake timers on through a global `jest` (it knows no other runner);
// vitest's fake timers are the same clock, so its waits and user events work under them too.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// The pages split into chunks are loaded once, before the tests: a test renders a page as a
// browser that has its chunk does (app-routes.component.test.tsx tests the loading itself).
beforeAll(preloadAllPages);

beforeEach(() => {
  const network = startNetwork();
  vi.stubGlobal('fetch', fakeFetch(network));
  vi.stubGlobal('XMLHttpRequest', fakeXmlHttpRequest(network));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const unanswered = network().unanswered;
  if (unanswered.length > 0) {
    throw new Error(`Requests no test answered: ${[...new Set(unanswered)].join(', ')}`);
  }
});
