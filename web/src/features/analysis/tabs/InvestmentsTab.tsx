import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { NO_INVESTMENTS } from '../../../../../domain/analysis/investments';
import {
  COLLAPSE_ALL,
  EXPAND_ALL,
  investmentDisplayOptions,
  WHAT_DOES_THIS_MEAN,
} from '../../../../../domain/analysis/investments-display';
import { EXPLANATION_HIDDEN_MAX_WIDTH_PX, maxWidthQuery } from '../../../../../domain/analysis/tab-breakpoints';
import type { InvestmentAccount } from '../../../lib/contract';
import { siteStore } from '../../../lib/site.store';
import type { AnalysisQuery } from '../analysis-query';
import { analysisStore } from '../analysis.store';
import { ShowInToggle } from '../ShowInToggle';
import { ExplanationModal } from './ExplanationModal';
import { InvestmentAccountSection } from './InvestmentAccountSection';
import {
  accountKey,
  collapseAll,
  expandAll,
  investmentsCsvPath,
  investmentsStore,
  loadInvestments,
  retryInvestments,
} from './investments.store';
import { SortSelect } from './SortSelect';
import { TabEmpty, TabFailure, TabSkeleton } from './TabStatusViews';
import { DownloadCsvLink } from '../../../components/DownloadCsvLink';
import { useMediaQuery } from '../use-media-query';
import './investments-tab.css';

/** The analysis page's Investments tab (spec 2 §2 "Investments tab", §4, §5). */
export function InvestmentsTab({ query }: { query: AnalysisQuery }) {
  const snap = useSnapshot(investmentsStore);
  // The page's one 'Show in' choice (spec 2 §4): the tab shows what the hero shows.
  const { currencyView } = useSnapshot(analysisStore);
  const { config } = useSnapshot(siteStore);
  const options = useMemo(() => investmentDisplayOptions(config?.settings), [config]);
  const explanationHidden = useMediaQuery(maxWidthQuery(EXPLANATION_HIDDEN_MAX_WIDTH_PX));
  const [explaining, setExplaining] = useState(false);

  // A new query object asking for the same figures (or a re-render) reads nothing again.
  const load = useEffectEvent(() => void loadInvestments(query, currencyView));
  useEffect(() => {
    load();
  }, [query.account, query.portfolio, query.group, query.range, query.from, query.to, currencyView]);

  const data = snap.data;
  if (snap.status === 'failed') return <TabFailure message={snap.error} onRetry={() => void retryInvestments()} />;
  if (!data) return <TabSkeleton label="Loading investments" />;
  const busy = snap.status === 'loading';

  return (
    <div className="inv-tab" aria-busy={busy || undefined}>
      <div className="inv-toolbar">
        {data.accounts.length > 0 && (
          <div className="inv-toolbar__links">
            <button type="button" className="button button--link" onClick={expandAll}>
              {EXPAND_ALL}
            </button>
            <button type="button" className="button button--link" onClick={collapseAll}>
              {COLLAPSE_ALL}
            </button>
            {!explanationHidden && (
              <button
                type="button"
                className="button button--link inv-toolbar__explain"
                aria-haspopup="dialog"
                onClick={() => setExplaining(true)}
              >
                {WHAT_DOES_THIS_MEAN}
              </button>
            )}
          </div>
        )}
        {data.accounts.length > 0 && <SortSelect />}
        {data.accounts.length > 0 && <DownloadCsvLink path={investmentsCsvPath(query)} />}
        {data.showInToggle && <ShowInToggle />}
      </div>
      {/* A re-read for another currency keeps the rows in place (dimmed, busy) so keyboard focus stays where it was. */}
      <p className="visually-hidden" role="status">
        {busy ? 'Updating investments' : ''}
      </p>
      {data.empty || data.accounts.length === 0 ? (
        <TabEmpty text={data.empty ?? NO_INVESTMENTS} />
      ) : (
        <div className={`inv-accounts${busy ? ' inv-accounts--busy' : ''}`}>
          {data.accounts.map((a) => (
            <InvestmentAccountSection
              key={a.id}
              account={a as InvestmentAccount}
              open={!!snap.expanded[accountKey(a.id)]}
              options={options}
              busy={busy}
            />
          ))}
        </div>
      )}
      {explaining && !explanationHidden && <ExplanationModal onClose={() => setExplaining(false)} />}
    </div>
  );
}
