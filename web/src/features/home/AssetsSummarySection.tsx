import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PortalPage } from '../../../../domain/access/page-access';
import {
  ASSET_LOAD_PROBLEM,
  ASSET_TYPE_LABELS,
  assetTabTitle,
  type AssetTypeKey,
  ASSET_VIEWING_DISABLED,
  NO_MANAGED_ASSETS,
  VIEW_ASSETS,
  YOUR_ASSETS,
} from '../../../../domain/assets/asset-display-texts';
import { ASSETS_SUMMARY_LABELS } from '../../../../domain/assets/balance-sheet-labels';
import { formatMoney } from '../../../../domain/format/figure-format';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';
import type { AssetsSummary } from '../../lib/contract';
import { AssetsLoadProgress } from './AssetsLoadProgress';
import { assetsLoadStore, loadAssets } from './assets-load.store';
import { WarningPanel } from './WarningPanel';

/** spec 2 §2: at most 3 item descriptions per card, by value descending (the API's order). */
const MAX_CARD_ITEMS = 3;

/** '1 Pension', '3 Investments': the count with the singular or plural label. */
function cardTitle(type: string, count: number, fallback: string): string {
  return type in ASSET_TYPE_LABELS ? assetTabTitle(type as AssetTypeKey, count) : `${count} ${fallback}`;
}

interface AssetsSummarySectionProps {
  segmentOf: (page: PortalPage) => string;
  /** At the Assets level the block stands in for the accounts, with the managed net figure. */
  managedNet?: boolean;
}

/** spec 2 §2: 'Your assets', one card per asset type linking to its balance sheet tab, and 'View assets'. */
export function AssetsSummarySection({ segmentOf, managedNet = false }: AssetsSummarySectionProps) {
  const s = useSnapshot(assetsLoadStore);
  const summary = s.summary as AssetsSummary | null;
  const sheet = `/clients/${segmentOf(PortalPage.balanceSheet)}/`;
  // The cards are the managed assets: the links open the Managed view so the counts match the tab.
  const sheetLink = (tab?: number) => `${sheet}?view=managed${tab === undefined ? '' : `&asset=${tab}`}`;
  const money = (v: number) => formatMoney(v, summary?.currency, DISPLAY_DECIMALS.assetAmount);
  const loading = s.status === 'loading' || s.status === 'idle';

  return (
    <section className="home__section panel assets-summary" aria-labelledby="home-assets" aria-busy={loading}>
      <div className="home__section-head">
        <h2 id="home-assets">{YOUR_ASSETS}</h2>
        {summary?.enabled ? (
          <Link className="assets-summary__view" to={sheetLink()}>
            {VIEW_ASSETS}
          </Link>
        ) : null}
      </div>
      {loading ? <AssetsLoadProgress progress={s.progress} /> : null}
      {s.status === 'failed' ? <WarningPanel message={ASSET_LOAD_PROBLEM} onRetry={loadAssets} /> : null}
      {summary && !summary.enabled ? <p>{ASSET_VIEWING_DISABLED}</p> : null}
      {summary?.enabled ? (
        <>
          {summary.problem ? <WarningPanel message={summary.problem} /> : null}
          <p className="assets-summary__scope" data-testid="assets-scope">
            {ASSETS_SUMMARY_LABELS.managedOnly}
          </p>
          {managedNet && summary.managedNet !== null ? (
            <p className="assets-summary__net">
              {ASSETS_SUMMARY_LABELS.managedNet}: <strong data-testid="managed-net">{money(summary.managedNet)}</strong>
            </p>
          ) : null}
          {summary.cards.length === 0 ? (
            <p className="managed-assets__empty">{NO_MANAGED_ASSETS}</p>
          ) : (
            <ul className="asset-cards">
              {summary.cards.map((card) => (
                <li key={card.type} className="asset-card">
                  <Link className="asset-card__link" to={sheetLink(card.tab)}>
                    {cardTitle(card.type, card.count, card.label)}
                  </Link>
                  {card.total !== null ? <p className="asset-card__total">{money(card.total)}</p> : null}
                  <ul className="asset-card__items">
                    {card.items.slice(0, MAX_CARD_ITEMS).map((item, i) => (
                      <li key={`${i}-${item}`}>{item}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
