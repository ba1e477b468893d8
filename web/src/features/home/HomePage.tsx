import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { CLIENT_ROLE, SiteAccessLevel } from '../../../../domain/access/access-level';
import { PortalPage } from '../../../../domain/access/page-access';
import { HOME_ANNOUNCEMENT_HASH, HOME_TEXTS } from '../../../../domain/analysis/home-dashboard';
import type { DashboardSummary, PerformanceOverview, PublicSiteConfig } from '../../lib/contract';
import { sessionStore } from '../../lib/session.store';
import { pageSegment, siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { ActionRequiredPanel } from '../../components/ActionRequiredPanel';
import { AccountsSection } from './AccountsSection';
import { AdviserBlock } from './AdviserBlock';
import { AnnouncementPanel } from '../../components/AnnouncementPanel';
import { loadAssets, resetAssetsLoad } from './assets-load.store';
import { AssetsSummarySection } from './AssetsSummarySection';
import { homeStore, loadPerformance, loadSummary, resetHome, switchTimeframe } from './home.store';
import { ManagedAssetsSummary } from './ManagedAssetsSummary';
import { MessagesPanel } from './MessagesPanel';
import { PerformanceSection } from './PerformanceSection';
import { PortfolioOverview } from './PortfolioOverview';
import { TimeframeSwitch } from './TimeframeSwitch';
import { ValuationBasis } from './ValuationBasis';
import { Skeleton, WarningPanel } from './WarningPanel';
import './home.css';

/** spec 2 §2 "Home dashboard" (Assets and Portfolio levels). */
export const HOME_GREETING = HOME_TEXTS.greeting;

export function HomePage() {
  const { view } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const home = useSnapshot(homeStore);
  usePageTitle('Home');
  const cfg = config as PublicSiteConfig | null;
  const settings = cfg?.settings ?? {};
  const content = cfg?.content ?? {};
  const profitAnalysisType = cfg?.siteConfiguration.profitAnalysisType ?? 'twrr';
  // The greeting is for the person signed in: an adviser viewing a client is greeted, the client is named by the shell's banner.
  const name = view?.user.displayName;
  const clientKey = view?.clientInContext?.entityId ?? view?.user.entityId ?? null;
  const isPortfolio = view?.siteAccessLevel === SiteAccessLevel.Portfolio;
  const summary = home.summary as DashboardSummary | null;
  const segmentOf = (page: PortalPage) => pageSegment(cfg, page);
  const messagesPath = `/clients/${segmentOf(PortalPage.documentsAndMessages)}/`;
  // The attention panel counts the signed-in client's own inbox (an adviser sees none, spec 1 §6).
  const ownInbox = view?.user.role === CLIENT_ROLE && !view?.clientInContext;

  useEffect(() => {
    // Both levels show the assets summary; its first load reports its stages (spec 2 §4).
    loadAssets();
    return () => resetAssetsLoad();
  }, [clientKey]);

  useEffect(() => {
    resetHome();
    // The Assets level has no portfolio figures to read.
    if (!isPortfolio) return;
    void loadSummary('default');
    void loadPerformance(settings);
    // Settings come once at start; a new client in context starts the page afresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientKey, isPortfolio]);

  const loading = home.summaryState === 'loading' || home.summaryState === 'idle';
  return (
    <div className="home">
      <div className="home__header">
        <h1 id="home-heading">
          {HOME_GREETING}
          {name ? `, ${name}` : ''}
        </h1>
        {isPortfolio ? (
          <TimeframeSwitch
            value={home.timeframe}
            settings={settings}
            busy={loading}
            onChange={(k) => void switchTimeframe(k, settings)}
          />
        ) : null}
      </div>
      <AnnouncementPanel content={content} section="home" hash={HOME_ANNOUNCEMENT_HASH} />
      {/* spec 2 §2: the attention panel and the postponement panel's journeys, in one 'Action required' panel. */}
      {ownInbox ? (
        <ActionRequiredPanel
          messagesPath={messagesPath}
          annualReviewPath={`/clients/${segmentOf(PortalPage.annualReview)}/`}
          content={content}
        />
      ) : null}
      {isPortfolio ? (
        <>
          <section className="home__section panel" aria-labelledby="home-overview" aria-busy={loading}>
            <h2 id="home-overview">{HOME_TEXTS.heading}</h2>
            {home.summaryState === 'failed' ? (
              <WarningPanel message={HOME_TEXTS.portfolioLoadFailed} onRetry={() => void loadSummary()} />
            ) : null}
            {loading && !summary ? <Skeleton lines={3} label={HOME_TEXTS.heading} /> : null}
            {summary ? <PortfolioOverview summary={summary} profitAnalysisType={profitAnalysisType} /> : null}
          </section>
          <PerformanceSection
            state={home.performanceState}
            performance={home.performance as PerformanceOverview | null}
            onRetry={() => void loadPerformance(settings)}
          />
          {summary ? (
            <AccountsSection summary={summary} segmentOf={segmentOf} usesIrr={profitAnalysisType === 'irr'} />
          ) : loading ? (
            <Skeleton lines={4} label={HOME_TEXTS.yourAccounts} />
          ) : null}
          <AssetsSummarySection segmentOf={segmentOf} />
          {summary ? (
            <ValuationBasis
              summary={summary}
              feesAndTaxes={cfg?.siteConfiguration.feesAndTaxes ?? 1}
              profitAnalysisType={profitAnalysisType}
            />
          ) : null}
        </>
      ) : (
        <ManagedAssetsSummary segmentOf={segmentOf} />
      )}
      <MessagesPanel messagesPath={messagesPath} />
      {/* spec 2 §2: the adviser details block, unless adviser details are disabled. */}
      {settings.adviserDetailsDisabled === true ? null : (
        <AdviserBlock contactPath={`/clients/${segmentOf(PortalPage.adviserDetails)}/`} />
      )}
    </div>
  );
}
