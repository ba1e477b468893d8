import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { PortalPage } from '../../../../domain/access/page-access';
import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { changeInValueHidden } from '../../../../domain/config/site-config';
import type { DashboardSummary } from '../../lib/contract';
import { siteStore } from '../../lib/site.store';
import { accountShares, allAccounts } from './account-figures';
import { AccountTable } from './AccountTable';
import { AccountTiles } from './AccountTiles';
import { ShowInControl } from '../../components/ShowInControl';
import { homeStore, setHomeCurrencyView, togglePortfolio } from './home.store';

/** spec 2 §2: rows start open only when a portfolio is in context; the home page has none. */
const ROWS_OPEN_BY_DEFAULT = false;

/** 'Your Accounts': tiles, or the expandable table when the BFF says so, and the 'Show in' control. */
export function AccountsSection({
  summary,
  segmentOf,
  usesIrr,
}: {
  summary: DashboardSummary;
  segmentOf: (page: PortalPage) => string;
  usesIrr: boolean;
}) {
  const home = useSnapshot(homeStore);
  const { config } = useSnapshot(siteStore);
  const accounts = useMemo(() => allAccounts(summary), [summary]);
  const shares = useMemo(() => accountShares(accounts), [accounts]);
  const showChange = !changeInValueHidden(config?.settings);
  const common = { shares, currency: summary.currency, segmentOf, usesIrr, showChange };

  return (
    <section className="home__section" aria-labelledby="home-accounts">
      <div className="home__section-head">
        <h2 id="home-accounts">{HOME_TEXTS.yourAccounts}</h2>
        {/* The one 'Show in' control (spec 2 §4), as on the analysis page. */}
        <ShowInControl
          shown={summary.currencyView && { ...summary.currencyView, choice: home.currencyView }}
          onChoose={(view) => void setHomeCurrencyView(view)}
        />
      </div>
      {accounts.length === 0 && summary.layout !== 'table' ? <p>{HOME_TEXTS.noPortfolios}</p> : null}
      {summary.layout === 'table' ? (
        <AccountTable
          {...common}
          portfolios={summary.portfolios}
          isExpanded={(id) => home.expanded[id] ?? ROWS_OPEN_BY_DEFAULT}
          onToggle={(id) => togglePortfolio(id, ROWS_OPEN_BY_DEFAULT)}
        />
      ) : (
        <AccountTiles {...common} accounts={accounts} />
      )}
    </section>
  );
}
