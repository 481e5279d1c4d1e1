import { startTransition, useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { DashboardTabList } from './dashboard-tab-list';
import { panelId, tabId } from './tab-keys';
import type { TabSpec } from './tab-keys';

interface DashboardTabsProps<Id extends string> {
  tabs: readonly [TabSpec<Id>, ...TabSpec<Id>[]];
  panels: Record<Id, ReactNode>;
  /** The Logout button at the end of the row of tabs (null while something else offers it). */
  logout: ReactNode;
  /** The tab selected first (a link's `?tab=`); the first tab when absent or unknown. */
  initialTab?: string | null;
}

/** A dashboard's row of tabs and their panels; the first (or the asked-for) tab starts selected. */
export function DashboardTabs<Id extends string>({
  tabs,
  panels,
  logout,
  initialTab,
}: DashboardTabsProps<Id>) {
  const idPrefix = useId();
  const [active, setActive] = useState<Id>(
    () => tabs.find((tab) => tab.id === initialTab)?.id ?? tabs[0].id,
  );
  // The panel selected first renders at once; the hidden ones join it in the tabs' order.
  const [opened, setOpened] = useState<ReadonlySet<Id>>(() => new Set([active]));
  const joined = usePanelsJoiningOneByOne(tabs.length);
  const select = (tab: Id) => {
    setActive(tab);
    setOpened((seen) => (seen.has(tab) ? seen : new Set(seen).add(tab)));
  };

  return (
    <div className="dashboard">
      <DashboardTabList
        tabs={tabs}
        idPrefix={idPrefix}
        active={active}
        onSelect={select}
        logout={logout}
      />
      {/* Every panel stays mounted, so a half-filled form survives a look at another tab. */}
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(idPrefix, tab.id)}
          aria-labelledby={tabId(idPrefix, tab.id)}
          tabIndex={0}
          hidden={tab.id !== active}
          className="dashboard-panel"
        >
          {(opened.has(tab.id) || index < joined) && panels[tab.id]}
        </div>
      ))}
    </div>
  );
}

/**
 * How many of the panels, in the tabs' order, render besides those opened: the first render
 * draws the selected panel alone; the hidden ones then join one at a time, each when the browser
 * is next idle and as a transition React renders in slices, so none holds up the selected one. Drawing all five panels in one go blocked a
 * phone's main thread for seconds before the page answered a tap (docs/performance.md). The
 * hidden panels still mount (and load what their tabs' counts show) within moments.
 */
function usePanelsJoiningOneByOne(total: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => startTransition(() => setCount((shown) => shown + 1)));
  }, [count, total]);
  return count;
}

/** Runs `work` at the browser's next idle moment (soon, in any case); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
