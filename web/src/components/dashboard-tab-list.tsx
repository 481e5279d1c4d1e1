import { useRef } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { panelId, phoneTabColumns, tabId, tabIndexForKey } from './tab-keys';
import type { TabSpec } from './tab-keys';

interface DashboardTabListProps<Id extends string> {
  tabs: readonly TabSpec<Id>[];
  idPrefix: string;
  active: Id;
  onSelect: (tab: Id) => void;
  /** The Logout button, at the end of the row of tabs. */
  logout: ReactNode;
}

/** ARIA tabs: one tab in the Tab order, arrows (and Home, End) move between them and select. */
export function DashboardTabList<Id extends string>({
  tabs,
  idPrefix,
  active,
  onSelect,
  logout,
}: DashboardTabListProps<Id>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexForKey(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || tab === undefined) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[next]?.focus();
  };

  const columns = { '--tab-columns': phoneTabColumns(tabs.length) } as CSSProperties;
  return (
    <div className="dashboard-tabs">
      <div
        className="dashboard-tabs__list"
        role="tablist"
        aria-label="Dashboard sections"
        style={columns}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-controls={panelId(idPrefix, tab.id)}
            aria-selected={tab.id === active}
            tabIndex={tab.id === active ? 0 : -1}
            className="dashboard-tabs__tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
            {tab.count !== undefined && tab.count.value > 0 && (
              <span className="dashboard-tabs__count">
                <span aria-hidden="true">{tab.count.value}</span>
                <span className="visually-hidden">, {tab.count.label}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      {logout}
    </div>
  );
}
