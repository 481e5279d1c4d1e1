import { useId, useState } from 'react';
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
  // A panel mounts when its tab is first opened: drawing the hidden ones too, even one by one
  // at idle moments, blocked a phone's main thread for over a second (docs/performance.md). What a
  // tab's label counts is loaded by the dashboard, not by its panel.
  const [opened, setOpened] = useState<ReadonlySet<Id>>(() => new Set([active]));
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
      {/* An opened panel stays mounted, so a half-filled form survives a look at another tab. */}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(idPrefix, tab.id)}
          aria-labelledby={tabId(idPrefix, tab.id)}
          tabIndex={0}
          hidden={tab.id !== active}
          className="dashboard-panel"
        >
          {opened.has(tab.id) && panels[tab.id]}
        </div>
      ))}
    </div>
  );
}
