/** One tab of a dashboard: its id (used in element ids) and its visible label. */
export interface TabSpec<Id extends string> {
  id: Id;
  label: string;
  /** A number shown on the tab (requests waiting), with what it counts for screen readers. */
  count?: { value: number; label: string };
}

/** The tab an arrow, Home or End key moves to from `index`, or null for any other key. */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** How many columns the tabs take on a phone: two rows, at most three across. */
export function phoneTabColumns(count: number): number {
  return Math.min(3, Math.max(1, Math.ceil(count / 2)));
}

export const tabId = (prefix: string, tab: string) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string, tab: string) => `${prefix}-panel-${tab}`;
