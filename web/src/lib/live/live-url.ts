/** The part of `window.location` the socket address is built from. */
export interface PageLocation {
  protocol: string;
  host: string;
}

/**
 * The hub's address on the page's own origin (so the session cookie goes along), secure when
 * the page is. With a position, the hub first sends whatever was missed after it.
 */
export function liveSocketUrl(location: PageLocation, after: number | null): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = after === null ? '' : `?after=${after}`;
  return `${scheme}//${location.host}/ws${query}`;
}
