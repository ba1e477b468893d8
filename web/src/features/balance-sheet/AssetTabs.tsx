import { useRef, type KeyboardEvent } from 'react';
import { ASSET_TYPE_LABELS } from '../../../../domain/assets/asset-display-texts';
import { BALANCE_SHEET_LABELS, roundingNote } from '../../../../domain/assets/balance-sheet-labels';
import { formatMoney } from '../../../../domain/format/figure-format';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';
import { itemAt } from '../../../../domain/shared/present';
import type { BalanceSheet } from '../../lib/contract';
import { totalCurrencyNote } from './asset-figures';
import { AssetTable } from './AssetTable';
import {
  ASSET_TAB_ORDER,
  assetsOf,
  emptyViewText,
  foreignCurrencies,
  nextOpenableTab,
  tabTitle,
  type AssetView,
} from './balance-sheet-view';
import { CurrencyToggle } from './CurrencyToggle';
import { FxNotes } from './FxNotes';

interface AssetTabsProps {
  sheet: BalanceSheet;
  view: AssetView;
  counts: readonly number[];
  /** Tabs with nothing in the view cannot be opened (spec 2 §2: the first tab with data is shown). */
  openable: readonly boolean[];
  tab: number;
  planCurrencyView: boolean;
  onTab: (tab: number) => void;
  onCurrency: (plan: boolean) => void;
}

/** spec 2 §2: the asset type tabs as a WAI-ARIA tabs pattern, each titled with its count and label. */
export function AssetTabs(props: AssetTabsProps) {
  const { counts, openable, tab, onTab } = props;
  const list = useRef<HTMLDivElement>(null);
  const last = ASSET_TAB_ORDER.length - 1;

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, () => number> = {
      ArrowRight: () => nextOpenableTab(tab, 1, openable),
      ArrowLeft: () => nextOpenableTab(tab, -1, openable),
      Home: () => nextOpenableTab(last, 1, openable),
      End: () => nextOpenableTab(0, -1, openable),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move();
    onTab(next);
    list.current?.querySelector<HTMLElement>(`#bs-tab-${next}`)?.focus();
  };

  return (
    <div className="bs-tabs">
      <div role="tablist" aria-label={BALANCE_SHEET_LABELS.assetTypes} className="bs-tabs__list" ref={list}>
        {ASSET_TAB_ORDER.map((type, i) => (
          <button
            key={type}
            type="button"
            role="tab"
            id={`bs-tab-${i}`}
            aria-selected={i === tab}
            aria-controls={`bs-panel-${i}`}
            aria-disabled={openable[i] ? undefined : true}
            tabIndex={i === tab ? 0 : -1}
            className="bs-tabs__tab"
            onKeyDown={onKeyDown}
            onClick={() => (openable[i] ? onTab(i) : undefined)}
          >
            {tabTitle(type, itemAt(counts, i))}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`bs-panel-${tab}`}
        aria-labelledby={`bs-tab-${tab}`}
        className="bs-tabs__panel"
        tabIndex={0}
      >
        <TabContent {...props} type={itemAt(ASSET_TAB_ORDER, tab)} />
      </div>
    </div>
  );
}

function TabContent({
  sheet,
  view,
  tab,
  counts,
  planCurrencyView,
  onCurrency,
  type,
}: AssetTabsProps & { type: (typeof ASSET_TAB_ORDER)[number] }) {
  const assets = assetsOf(sheet.assets, type, view);
  if (assets.length === 0) {
    if (sheet.failedTypes.includes(type))
      return <p className="bs-empty">{`${ASSET_TYPE_LABELS[type].plural} ${BALANCE_SHEET_LABELS.notLoaded}`}</p>;
    return <p className="bs-empty">{emptyViewText(view, sheet.assets)}</p>;
  }
  const foreign = foreignCurrencies(assets, sheet.reportCurrency);
  const total = sheet.totals.find((t) => t.type === type && t.view === view)?.ownedTotal ?? null;
  const memberName = sheet.members.find((m) => m.id === sheet.memberId)?.name;
  return (
    <>
      <div className="bs-tabs__bar">
        {total !== null ? (
          <p className="bs-total">
            {type === 'liability' ? BALANCE_SHEET_LABELS.totalOwed : BALANCE_SHEET_LABELS.total}:{' '}
            <strong data-testid="tab-total">
              {formatMoney(total, sheet.reportCurrency, DISPLAY_DECIMALS.assetAmount)}
            </strong>{' '}
            <span className="bs-total__currency" data-testid="tab-total-currency">
              ({totalCurrencyNote(sheet.reportCurrency, foreign, sheet.fxRates)})
            </span>
          </p>
        ) : null}
        {foreign.length ? (
          <CurrencyToggle
            reportCurrency={sheet.reportCurrency}
            planCurrencyView={planCurrencyView}
            onChange={onCurrency}
          />
        ) : null}
      </div>
      {/* The rates show in both views: the total above is converted at them whichever the rows show. */}
      {foreign.length ? (
        <FxNotes
          notes={sheet.fxRates.filter((n) => foreign.includes(n.currency))}
          reportCurrency={sheet.reportCurrency}
        />
      ) : null}
      <AssetTable
        caption={tabTitle(type, itemAt(counts, tab))}
        assets={assets}
        owed={type === 'liability'}
        memberName={memberName}
        planCurrencyView={planCurrencyView}
        reportCurrency={sheet.reportCurrency}
      />
      <p className="bs-rounding">{roundingNote(sheet.reportCurrency)}</p>
    </>
  );
}
