import { buildServerIfStale } from '../../scripts/build-server-if-stale.js';
import { buildWebIfStale } from '../../scripts/build-web-if-stale.js';

/** The production-build test starts what `npm run build` makes: the web app and the server. */
export default function setup(): void {
  buildWebIfStale();
  buildServerIfStale();
}
