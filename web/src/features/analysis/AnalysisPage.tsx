import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { defaultHeading } from '../../../../domain/analysis/accounts-tab';
import { DISABLED_RANGE_PRESETS_SETTING } from '../../../../domain/analysis/date-range';
import { mapPortfolioGrouping } from '../../../../domain/config/site-config';
import type { PublicSiteConfig } from '../../lib/contract';
import { siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { AnalysisBreadcrumb } from './AnalysisBreadcrumb';
import { AnalysisTabs } from './AnalysisTabs';
import { analysisStore, queryFromUrl, resetAnalysis } from './analysis.store';
import { withRange, type RangeParams } from './analysis-url';
import { DateRangeButton } from './DateRangeButton';
import { PerformanceHero } from './PerformanceHero';
import { investmentsFlagOn } from './tab-rules';
import { ValuationBasisPanel } from './ValuationBasisPanel';
import { Skeleton, WarningPanel } from './WarningPanel';
import type { AccountsTab } from '../../lib/contract';
import './analysis.css';

/** The analysis page (spec 2 §2 "Analysis page"): selection and range from the URL, frame, hero and tabs. */
export function AnalysisPage() {
  const { config } = useSnapshot(siteStore);
  const cfg = config as PublicSiteConfig | null;
  const settings = cfg?.settings ?? {};
  const { accounts, range } = useSnapshot(analysisStore);
  const location = useLocation();
  const navigate = useNavigate();
  const read = accounts.data as AccountsTab | null;
  const heading = read?.heading ?? defaultHeading(mapPortfolioGrouping(cfg?.siteConfiguration.portfolioGrouping));
  usePageTitle(read?.heading ?? 'Analysis');

  const startAfresh = useEffectEvent(() => {
    resetAnalysis({
      historicData: !!cfg?.siteConfiguration.useHistoricData,
      investmentsFlag: investmentsFlagOn(settings),
    });
  });
  // The page starts afresh on entry; settings do not change while it shows.
  useEffect(() => {
    startAfresh();
    return () => resetAnalysis();
  }, []);

  useEffect(() => {
    void queryFromUrl(location.search);
  }, [location.search]);

  // A new range keeps the selection; focus goes back to the range button rather than the heading.
  const applyRange = (next: RangeParams) => {
    void navigate({ search: withRange(location.search, next) }, { state: { keepFocus: true } });
  };
  const disabledPresets = settings[DISABLED_RANGE_PRESETS_SETTING];

  return (
    <div className="analysis">
      {read && <AnalysisBreadcrumb crumbs={read.breadcrumb} range={range} />}
      <div className="analysis__head">
        <h1>{heading}</h1>
        <DateRangeButton
          disabledSetting={typeof disabledPresets === 'string' ? disabledPresets : null}
          onApply={applyRange}
        />
      </div>
      <PerformanceHero />
      {read && (
        <ValuationBasisPanel
          currency={read.currency}
          to={read.range.to}
          feesAndTaxes={cfg?.siteConfiguration.feesAndTaxes ?? 1}
        />
      )}
      <section className="analysis__tabs" aria-label="Analysis sections">
        {accounts.status === 'error' ? (
          <WarningPanel message={accounts.message} />
        ) : !read ? (
          <Skeleton lines={6} className="panel" />
        ) : (
          <AnalysisTabs read={read} />
        )}
      </section>
    </div>
  );
}
