import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { ANALYSIS_TAB_NAMES } from '../../../../domain/analysis/analysis-page';
import type { AnalysisTab } from '../../../../domain/analysis/analysis-tabs';
import { itemAt } from '../../../../domain/shared/present';
import type { AccountsTab as AccountsTabRead } from '../../lib/contract';
import { AccountsTab } from './AccountsTab';
import type { AnalysisQuery } from './analysis-query';
import { analysisStore, selectTab } from './analysis.store';
import { visibleTabsOf } from './tab-rules';
import { AllocationTab } from './tabs/AllocationTab';
import { InstructionsTab } from './tabs/InstructionsTab';
import { InvestmentsTab } from './tabs/InvestmentsTab';
import { PaymentsTab } from './tabs/PaymentsTab';
import { TransactionsTab } from './tabs/TransactionsTab';
import './analysis-tabs.css';

/** Scrolls the one-row tab list sideways, and only it, so the selected tab is in view. */
function keepInView(list: HTMLElement | null, tab: HTMLElement | null | undefined): void {
  if (!list || !tab) return;
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start < list.scrollLeft) list.scrollLeft = start;
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
}

const tabName = (tab: AnalysisTab, read: AccountsTabRead) =>
  tab === 'accounts' ? read.accountsTab.title : ANALYSIS_TAB_NAMES[tab];

/** spec 2 §2 "Tabs", as a WAI-ARIA tabs pattern: arrows move and select, Home and End jump. */
export function AnalysisTabs({ read }: { read: AccountsTabRead }) {
  const { selectedTab, query } = useSnapshot(analysisStore);
  const list = useRef<HTMLDivElement>(null);
  const tabs = visibleTabsOf(read);
  const current = selectedTab && tabs.includes(selectedTab) ? selectedTab : tabs[0];
  useEffect(
    () => keepInView(list.current, list.current?.querySelector<HTMLElement>(`#analysis-tab-${current}`)),
    [current],
  );
  if (current === undefined) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.indexOf(current);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = itemAt(tabs, (to + tabs.length) % tabs.length);
    selectTab(next);
    list.current?.querySelector<HTMLElement>(`#analysis-tab-${next}`)?.focus();
  };

  return (
    <div className="analysis-tabs">
      <div role="tablist" aria-label="Analysis" className="analysis-tabs__list" ref={list}>
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`analysis-tab-${t}`}
            aria-selected={t === current}
            aria-controls={`analysis-panel-${t}`}
            tabIndex={t === current ? 0 : -1}
            className="analysis-tabs__tab"
            onKeyDown={onKeyDown}
            onClick={() => selectTab(t)}
          >
            {tabName(t, read)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`analysis-panel-${current}`}
        aria-labelledby={`analysis-tab-${current}`}
        className="analysis-tabs__panel"
        tabIndex={0}
      >
        {query && <TabPanel tab={current} read={read} query={query} />}
      </div>
    </div>
  );
}

/** One tab's content; each reads with the page's query and reloads when it changes. */
function TabPanel({ tab, read, query }: { tab: AnalysisTab; read: AccountsTabRead; query: AnalysisQuery }) {
  switch (tab) {
    case 'accounts':
      return <AccountsTab read={read} />;
    case 'investments':
      return <InvestmentsTab query={query} />;
    case 'allocation':
      return <AllocationTab query={query} />;
    case 'transactions':
      return <TransactionsTab query={query} />;
    case 'investmentInstructions':
      return <InstructionsTab query={query} />;
    case 'paymentInformation':
      return <PaymentsTab query={query} />;
  }
}
