import { useEffect } from 'react';
import { useChildrenStore } from './children-store';

/** Her children as the store holds them, fetched the first time something on screen asks. */
export function useLoadedChildren() {
  const children = useChildrenStore();
  const { state, load } = children;
  useEffect(() => {
    if (state === 'idle') void load();
  }, [state, load]);
  return children;
}
