import { DownloadCsvLink } from '../../components/DownloadCsvLink';
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  ASSET_LOAD_PROBLEM,
  ASSET_VIEWING_DISABLED,
  BALANCE_SHEET_TITLE,
  MEMBER_ASSETS_UNAVAILABLE,
} from '../../../../domain/assets/asset-display-texts';
import type { BalanceSheet } from '../../lib/contract';
import { sessionStore } from '../../lib/session.store';
import { usePageTitle } from '../../lib/use-page-title';
import { AssetTabs } from './AssetTabs';
import {
  balanceSheetStore,
  clearMemberUnavailable,
  loadBalanceSheet,
  loadNetWorth,
  resetBalanceSheet,
  resetCurrencyView,
  setPlanCurrencyView,
  setView,
} from './balance-sheet.store';
import {
  effectiveView,
  emptyViewText,
  isAssetView,
  type AssetView,
  openableTabs,
  parseMemberId,
  parseTab,
  selectedTab,
  tabCounts,
  visibleViews,
} from './balance-sheet-view';
import { MemberSelect } from './MemberSelect';
import { NetWorthPanel } from './NetWorthPanel';
import { Skeleton, WarningPanel } from './StatusViews';
import { ViewToggle } from './ViewToggle';
import './balance-sheet.css';

/** How long the member dropdown must rest on a choice before it is read (arrow keys step through members). */
const MEMBER_SETTLE_MS = 250;

/** spec 2 §2 "Balance sheet": what each member of the family group owns and owes. */
export function BalanceSheetPage() {
  usePageTitle(BALANCE_SHEET_TITLE);
  const [params, setParams] = useSearchParams();
  const { view: session } = useSnapshot(sessionStore);
  const s = useSnapshot(balanceSheetStore);
  const clientKey = session?.clientInContext?.entityId ?? session?.user.entityId ?? null;
  const memberId = parseMemberId(params.get('id'));
  const requestedTab = parseTab(params.get('asset'));
  const linkedView = params.get('view');
  const sheet = s.sheet as BalanceSheet | null;

  useEffect(() => {
    resetBalanceSheet();
    return () => resetBalanceSheet();
  }, [clientKey]);

  // The view a link names, as the address has it when the member changes (the view alone reads nothing).
  const linkedAssetView = useEffectEvent(() => (isAssetView(linkedView) ? linkedView : null));
  useEffect(() => {
    // The address has just dropped a member who is not available: their own sheet is already loaded.
    if (memberId === null && balanceSheetStore.memberUnavailable && balanceSheetStore.memberId === null) return;
    const view = linkedAssetView();
    const load = () => void loadBalanceSheet(memberId, view);
    if (balanceSheetStore.sheet === null) return load();
    // Arrow keys on the dropdown change member at each press: read only once the choice settles.
    const settle = setTimeout(load, MEMBER_SETTLE_MS);
    return () => clearTimeout(settle);
  }, [memberId, clientKey]);

  const view = sheet ? effectiveView(sheet, s.view) : s.view;
  const counts = sheet ? tabCounts(sheet.assets, view) : [0, 0, 0, 0];
  const openable = openableTabs(counts, sheet?.failedTypes ?? []);
  const tab = selectedTab(requestedTab, openable);
  const enabled = sheet?.enabled ?? false;

  useEffect(() => {
    if (enabled) void loadNetWorth(view);
  }, [enabled, view, clientKey]);

  // spec 2 §4: a new view, member or tab shows the currencies the multi-currency setting asks for.
  useEffect(() => resetCurrencyView(), [view, sheet?.memberId, tab]);

  // A change of member, tab or view keeps the user's place: focus stays on the control they used (WCAG 3.2.2).
  const goTo = (next: { id?: number | null; asset?: number }, replace = next.id === undefined) => {
    const search = new URLSearchParams();
    const id = next.id === undefined ? memberId : next.id;
    if (id) search.set('id', String(id));
    if (next.asset !== undefined) search.set('asset', String(next.asset));
    setParams(search, { replace, state: { keepFocus: true } });
  };

  // The effects below correct the address with the tab it asks for now (a new tab alone does not run them).
  const dropMemberFromAddress = useEffectEvent(() => goTo({ id: null, asset: requestedTab ?? undefined }, true));
  const showTabInAddress = useEffectEvent((asset: number) => goTo({ asset }, true));

  // A member the client may not see: the address loses the id, so it names the sheet on screen.
  useEffect(() => {
    // Read live: a member chosen since this render has already cleared the flag.
    const live = balanceSheetStore;
    if (live.memberUnavailable && live.memberId === null && memberId !== null && live.status === 'ready')
      dropMemberFromAddress();
  }, [s.memberUnavailable, s.status, memberId]);

  // spec 2 §2: when the asked-for tab has nothing in the view the first tab with data shows; the address follows it.
  const settled = sheet !== null && s.status === 'ready' && !(s.memberUnavailable && memberId !== null);
  useEffect(() => {
    if (settled && requestedTab !== null && tab !== requestedTab) showTabInAddress(tab);
  }, [settled, requestedTab, tab]);

  // A view named by a link has done its work once read: the address drops it so it cannot go stale.
  const changeView = (next: AssetView) => {
    setView(next);
    if (params.has('view')) goTo({ asset: requestedTab ?? undefined }, true);
  };

  // The member the address asks for (the client's own when it names none), when the dropdown offers them.
  const own = sheet?.members.find((m) => m.relationship === 'self')?.id ?? null;
  const wanted = memberId ?? own;
  const offered = wanted !== null && !!sheet?.members.some((m) => m.id === wanted);
  // A member chosen but not yet read counts as loading: the skeleton shows rather than the last member's assets.
  const pending = !!sheet && offered && wanted !== sheet.memberId;
  const loading = s.status === 'loading' || s.status === 'idle' || pending;
  // While another member loads the dropdown shows the one chosen, not the sheet still on screen.
  const shownMember = offered ? wanted : (sheet?.memberId ?? 0);
  return (
    <div className="balance-sheet">
      <h1>{BALANCE_SHEET_TITLE}</h1>
      {s.status === 'failed' ? <WarningPanel message={ASSET_LOAD_PROBLEM} /> : null}
      {s.memberUnavailable ? (
        <p className="alert" role="status" data-testid="member-unavailable">
          {MEMBER_ASSETS_UNAVAILABLE}
        </p>
      ) : null}
      {!sheet && loading ? <Skeleton lines={6} /> : null}
      {sheet && !sheet.enabled ? <p className="bs-disabled">{ASSET_VIEWING_DISABLED}</p> : null}
      {sheet && sheet.enabled ? (
        <>
          {sheet.problem ? <WarningPanel message={sheet.problem} /> : null}
          <div className="bs-controls">
            {sheet.underAdviceFeature ? (
              <ViewToggle views={visibleViews(sheet)} value={view} onChange={changeView} />
            ) : null}
            {sheet.members.length ? (
              <MemberSelect
                members={sheet.members}
                value={shownMember}
                onChange={(id) => {
                  clearMemberUnavailable();
                  goTo({ id });
                }}
              />
            ) : null}
            {!loading && sheet.assets.length ? (
              <DownloadCsvLink path={`/assets/balance-sheet/csv?memberId=${sheet.memberId}&view=${view}`} />
            ) : null}
          </div>
          <section className="panel bs-assets" aria-busy={loading} aria-label={BALANCE_SHEET_TITLE}>
            {loading ? (
              <Skeleton lines={5} />
            ) : openable.some(Boolean) ? (
              <AssetTabs
                sheet={sheet}
                view={view}
                counts={counts}
                openable={openable}
                tab={tab}
                planCurrencyView={s.planCurrencyView}
                onTab={(asset) => goTo({ asset })}
                onCurrency={setPlanCurrencyView}
              />
            ) : (
              <p className="bs-empty">{emptyViewText(view, sheet.assets)}</p>
            )}
          </section>
          <NetWorthPanel view={view} />
        </>
      ) : null}
    </div>
  );
}
