/**
 * How each zustand store goes back to its initial state (zustand-setup.ts fills it). It lives on
 * the worker, not in a module's scope: a worker runs file after file on the modules it loaded
 * (vitest.config.ts), so a store is made once, by the first file that imports it, and its reset
 * must outlive that file.
 */
const worker = globalThis as { zustandStoreResets?: Set<() => void> };
export const storeResets: Set<() => void> = (worker.zustandStoreResets ??= new Set());

export function resetStores(): void {
  for (const reset of storeResets) reset();
}
