import { useEffect, useRef } from 'react';

/**
 * The element a small form or dialog puts focus on as it opens (its first field, or its
 * question), so a keyboard or screen-reader user lands where the next step is; the form focuses
 * it again when it refuses what was typed there.
 */
export function useFocusOnOpen<T extends HTMLElement>() {
  const element = useRef<T>(null);
  useEffect(() => element.current?.focus(), []);
  return element;
}
