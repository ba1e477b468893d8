import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { PortalPage } from '../../../../domain/access/page-access';
import { HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import { changeInValueHidden } from '../../../../domain/config/site-config';
import { CONVERSION_RATE_UNAVAILABLE, showsMultiCurrencyToggle } from '../../../../domain/money/fx-conversion';
import type { DashboardSummary, FxRates } from '../../lib/contract';
import { siteStore } from '../../lib/site.store';
import { accountShares, allAccounts } from './account-figures';
import { AccountTable } from './AccountTable';
import { AccountTiles } from './AccountTiles';
import { homeStore, setPlanCurrencyView, togglePortfolio } from './home.store';

/** spec 2 §2: rows start open only when a portfolio is in context; the home page has none. */
const ROWS_OPEN_BY_DEFAULT = false;

/** 'Your Accounts': tiles, or the expandable table when the BFF says so, and the multi-currency toggle. */
export function AccountsSection({ summary, segmentOf, usesIrr }: { summary: DashboardSummary; segmentOf: (page: PortalPage) => string; usesIrr: boolean }) {
  const home = useSnapshot(homeStore);
  const { config } = useSnapshot(siteStore);
  const accounts = useMemo(() => allAccounts(summary), [summary]);
  const shares = useMemo(() => accountShares(accounts), [accounts]);
  const plans = [...new Set(accounts.map((a) => a.planCurrency))];
  const offerToggle = !!summary.currency && showsMultiCurrencyToggle(summary.currency, plans);
  const rates = home.fxRates as FxRates | null;
  const showChange = !changeInValueHidden(config?.settings as Record<string, unknown> | undefined);
  const common = { shares, currency: summary.currency, planView: offerToggle && home.planCurrencyView, rates, segmentOf, usesIrr, showChange };

  return (
    <section className="home__section" aria-labelledby="home-accounts">
      <div className="home__section-head">
        <h2 id="home-accounts">{HOME_TEXTS.yourAccounts}</h2>
        {offerToggle ? (
          <div className="timeframe" role="group" aria-label={HOME_TEXTS.currencyView}>
            <button type="button" className={`timeframe__option${home.planCurrencyView ? '' : ' timeframe__option--on'}`} aria-pressed={!home.planCurrencyView} onClick={() => void setPlanCurrencyView(false)}>
              {HOME_TEXTS.reportCurrency}
            </button>
            <button type="button" className={`timeframe__option${home.planCurrencyView ? ' timeframe__option--on' : ''}`} aria-pressed={home.planCurrencyView} onClick={() => void setPlanCurrencyView(true)}>
              {HOME_TEXTS.planCurrency}
            </button>
          </div>
        ) : null}
      </div>
      {offerToggle && home.planCurrencyView && home.fxState === 'failed' ? <p className="alert alert--warning">{CONVERSION_RATE_UNAVAILABLE}</p> : null}
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
