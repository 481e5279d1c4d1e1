/** Where the fetch behind something on screen stands. */
export type Load = 'loading' | 'ready' | 'failed';

/** A tab's fetch: 'idle' until the tab first asks, so a live message does not fetch for nothing. */
export type TabLoad = 'idle' | Load;
