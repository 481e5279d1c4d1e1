// Set up before every web unit and component test file (vitest.config.ts): every zustand store
// back to its initial state after each test, so no test sees another's session, profile or lists,
// whichever file ran before it in the worker. Zustand's own recipe for tests (zustand is a
// library, not our code): each store made through `create` registers its reset.
import { afterEach, vi } from 'vitest';
import type * as Zustand from 'zustand';
import type { StateCreator } from 'zustand';
import { resetStores } from './store-resets';

vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  const { storeResets } = await import('./store-resets');
  const withReset = (initializer: StateCreator<unknown>) => {
    const store = zustand.create(initializer);
    const initial = store.getInitialState();
    storeResets.add(() => store.setState(initial, true));
    return store;
  };
  const create = (initializer?: StateCreator<unknown>) =>
    initializer === undefined ? withReset : withReset(initializer);
  return { ...zustand, create };
});

afterEach(resetStores);
