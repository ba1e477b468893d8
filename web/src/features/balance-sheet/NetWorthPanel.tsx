import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { NET_WORTH_TEXTS } from '../../../../domain/assets/balance-sheet-labels';
import { formatMoney } from '../../../../domain/format/figure-format';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';
import { LazyNetWorthChart } from '../../components/charts/lazy-charts';
import type { NetWorth } from '../../lib/contract';
import { balanceSheetStore } from './balance-sheet.store';
import { Skeleton, WarningPanel } from './StatusViews';

const LABELS = { assets: NET_WORTH_TEXTS.totalAssets, liabilities: NET_WORTH_TEXTS.totalLiabilities, netWorth: NET_WORTH_TEXTS.netWorth };

/** Total assets, total liabilities and net worth per member and for the household, with a chart. */
export function NetWorthPanel() {
  const s = useSnapshot(balanceSheetStore);
  const netWorth = s.netWorth as NetWorth | null;
  const money = (v: number) => formatMoney(v, netWorth?.currency, DISPLAY_DECIMALS.assetAmount);
  const loading = s.netWorthStatus === 'loading' || s.netWorthStatus === 'idle';
  return (
    <section className="panel bs-net-worth" aria-labelledby="bs-net-worth" aria-busy={loading}>
      <h2 id="bs-net-worth">{NET_WORTH_TEXTS.heading}</h2>
      {s.netWorthStatus === 'failed' ? <WarningPanel message={NET_WORTH_TEXTS.loadFailed} /> : null}
      {loading && !netWorth ? <Skeleton lines={4} /> : null}
      {netWorth && s.netWorthStatus !== 'failed' ? (
        <>
          {netWorth.problem ? <WarningPanel message={netWorth.problem} /> : null}
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
          {netWorth.unconverted.length ? (
            <p className="bs-net-worth__note">
              {NET_WORTH_TEXTS.unconverted} {netWorth.unconverted.join(', ')}
            </p>
          ) : null}
          <Suspense fallback={<Skeleton lines={6} />}>
            <LazyNetWorthChart
              title={NET_WORTH_TEXTS.chartTitle}
              currency={netWorth.currency}
              labels={LABELS}
              groupHeading={NET_WORTH_TEXTS.member}
              groups={[...netWorth.members, { ...netWorth.household, name: NET_WORTH_TEXTS.household }].map((r) => ({
                name: r.name,
                assets: r.assets,
                liabilities: r.liabilities,
                netWorth: r.netWorth,
              }))}
            />
          </Suspense>
        </>
      ) : null}
    </section>
  );
}
