import { buildWebIfStale } from '../../scripts/build-web-if-stale.js';

/** Browser tests run against the built app, as users get it. */
export default function setup(): void {
  buildWebIfStale();
}
