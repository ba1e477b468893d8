import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ASSET_TYPE_LABELS, type AssetTypeKey } from '../../../../domain/assets/asset-display-texts';
import { NET_WORTH_TEXTS } from '../../../../domain/assets/balance-sheet-labels';
import { roundMembersToHousehold } from '../../../../domain/assets/household-rounding';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';
import { first, itemAt } from '../../../../domain/shared/present';
import { LazyNetWorthChart } from '../../components/charts/lazy-charts';
import { netWorthMoney } from '../../components/charts/net-worth-data';
import type { NetWorth, NetWorthRow } from '../../lib/contract';
import { balanceSheetStore } from './balance-sheet.store';
import { Skeleton, WarningPanel } from './StatusViews';

const LABELS = {
  assets: NET_WORTH_TEXTS.totalAssets,
  liabilities: NET_WORTH_TEXTS.totalLiabilities,
  netWorth: NET_WORTH_TEXTS.netWorth,
};

/** The failed lists in words ('Liabilities, Pensions'), in the API's order. */
function failedListNames(types: readonly string[]): string {
  return types.map((t) => ASSET_TYPE_LABELS[t as AssetTypeKey]?.plural ?? t).join(', ');
}

const MEASURES = ['assets', 'liabilities', 'netWorth'] as const;

/** The members' and the household's figures as shown (whole pounds), each column adding up to the household's. */
function shownRows(netWorth: NetWorth): { members: NetWorthRow[]; household: NetWorthRow } {
  const members = netWorth.members.map((m) => ({ ...m }));
  const household = { ...netWorth.household };
  for (const k of MEASURES) {
    const r = roundMembersToHousehold(
      netWorth.members.map((m) => m[k]),
      netWorth.household[k],
      DISPLAY_DECIMALS.assetAmount,
    );
    for (const [i, v] of r.members.entries()) itemAt(members, i)[k] = v;
    household[k] = r.household;
  }
  return { members, household };
}

/** True when nothing known is owned or owed: a chart of zeros says nothing. */
function allZero(rows: readonly NetWorthRow[]): boolean {
  return rows.every((r) => [r.assets, r.liabilities, r.netWorth].every((v) => v === null || v === 0));
}

/** Total assets, total liabilities and net worth per member and for the household, with a chart. */
export function NetWorthPanel({ view }: { view: string }) {
  const s = useSnapshot(balanceSheetStore);
  const netWorth = s.netWorth as NetWorth | null;
  const money = (v: number | null) => netWorthMoney(v, netWorth?.currency ?? '');
  const loading = s.netWorthStatus === 'loading' || s.netWorthStatus === 'idle';
  // A household of one member: the household row would repeat the member's bars, so only the member shows.
  const single = netWorth !== null && netWorth.members.length === 1;
  const shown = netWorth ? shownRows(netWorth) : null;
  const rows = shown
    ? single
      ? shown.members
      : [...shown.members, { ...shown.household, name: NET_WORTH_TEXTS.household }]
    : [];
  const failed = netWorth?.failedTypes ?? [];
  return (
    <section className="panel bs-net-worth" aria-labelledby="bs-net-worth" aria-busy={loading}>
      <h2 id="bs-net-worth">{NET_WORTH_TEXTS.viewHeadings[view] ?? NET_WORTH_TEXTS.heading}</h2>
      {s.netWorthStatus === 'failed' ? <WarningPanel message={NET_WORTH_TEXTS.loadFailed} /> : null}
      {loading && !netWorth ? <Skeleton lines={4} /> : null}
      {netWorth && s.netWorthStatus !== 'failed' ? (
        <>
          {failed.length ? (
            <p className="bs-net-worth__note" data-testid="net-worth-failed">
              {NET_WORTH_TEXTS.failedLists} {failedListNames(failed)}. {NET_WORTH_TEXTS.failedListsAfter}
            </p>
          ) : null}
          <h3 className="bs-net-worth__whose">{single ? first(netWorth.members).name : NET_WORTH_TEXTS.household}</h3>
          <dl className="bs-net-worth__figures" data-testid="household-figures">
            <div>
              <dt>{NET_WORTH_TEXTS.totalAssets}</dt>
              <dd>{money(netWorth.household.assets)}</dd>
            </div>
            <div>
              <dt>{NET_WORTH_TEXTS.totalLiabilities}</dt>
              <dd>{money(netWorth.household.liabilities)}</dd>
            </div>
            <div>
              <dt>{NET_WORTH_TEXTS.netWorth}</dt>
              <dd>{money(netWorth.household.netWorth)}</dd>
            </div>
          </dl>
          {single ? <p className="bs-net-worth__note">{NET_WORTH_TEXTS.householdIsYou}</p> : null}
          {netWorth.unconverted.length ? (
            <p className="bs-net-worth__note">
              {NET_WORTH_TEXTS.unconverted} {netWorth.unconverted.join(', ')}
            </p>
          ) : null}
          {allZero(rows) ? (
            <p className="bs-empty" data-testid="net-worth-empty">
              {NET_WORTH_TEXTS.nothingInView}
            </p>
          ) : (
            <>
              <Suspense fallback={<Skeleton lines={6} />}>
                <LazyNetWorthChart
                  title={NET_WORTH_TEXTS.chartTitle}
                  currency={netWorth.currency}
                  labels={LABELS}
                  groupHeading={NET_WORTH_TEXTS.member}
                  groups={rows.map((r) => ({
                    name: r.name,
                    assets: r.assets,
                    liabilities: r.liabilities,
                    netWorth: r.netWorth,
                  }))}
                />
              </Suspense>
              {single ? null : (
                <p className="bs-net-worth__note" data-testid="net-worth-adds-up">
                  {NET_WORTH_TEXTS.membersAddUp}
                </p>
              )}
            </>
          )}
        </>
      ) : null}
    </section>
  );
}
