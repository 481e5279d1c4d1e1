import { buildWebIfStale } from '../../scripts/build-web-if-stale.js';
import { builtServer } from '../helpers/built-server.js';

/** The production-build test starts what `npm run build` makes: the web app and the server. */
export default async function setup(): Promise<void> {
  buildWebIfStale();
  // Under the lock the integration files' smoke tests of the scripts build it under.
  await builtServer();
}
