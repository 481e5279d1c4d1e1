/**
 * Whether a fetched answer says what is already shown (JSON answers, compared as JSON). A quiet
 * refresh that brings nothing new then sets no state, so nothing renders again: a live socket's
 * fresh start refreshes what a dashboard has just loaded, and her whole dashboard hangs on her
 * profile.
 */
export function sameData(shown: unknown, fetched: unknown): boolean {
  return shown === fetched || JSON.stringify(shown) === JSON.stringify(fetched);
}
