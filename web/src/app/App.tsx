import { lazy, Suspense, useEffect, useMemo, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PortalPage } from '../../../domain/access/page-access';
import { completeTextPages, siteTermsOf } from '../../../domain/config/text-pages';
import { LOST_SESSION_REDIRECT } from '../../../domain/errors/error-toast';
import { DemoDataBanner } from '../components/DemoDataBanner';
import { Spinner } from '../components/Spinner';
import { LoginPage } from '../features/login/LoginPage';
import { Toasts } from '../features/shell/Toasts';
import { ConfigFailurePage } from '../features/site-pages/ConfigFailurePage';
import { MaintenancePage } from '../features/site-pages/MaintenancePage';
import { PageNotFound } from '../features/site-pages/PageNotFound';
import { SiteTermsPage } from '../features/site-pages/SiteTermsPage';
import { TextPage } from '../features/site-pages/TextPage';
import { onLostSession } from '../lib/api-client';
import { applyBranding } from '../lib/branding';
import type { PublicSiteConfig } from '../lib/contract';
import { checkSession, clearSession } from '../lib/session.store';
import { loadSite, pageSegment, siteStore } from '../lib/site.store';
import { inMobileWrapper } from '../features/my-account/mobile-wrapper';
import { PageGate } from './PageGate';
import { ClientIndexRedirect, RootRedirect } from './redirects';

/** A page loaded on first use, so the login page carries only what it needs. */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Spinner />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const HelpPage = lazyPage(() => import('../features/help/HelpPage').then((m) => m.HelpPage));
const SignedInLayout = lazyPage(() => import('../features/shell/SignedInLayout').then((m) => m.SignedInLayout));
const HomePage = lazyPage(() => import('../features/home/HomePage').then((m) => m.HomePage));
const MessagesPage = lazyPage(() => import('../features/messages/MessagesPage').then((m) => m.MessagesPage));
const AdditionalVerificationPage = lazyPage(() =>
  import('../features/account/AdditionalVerificationPage').then((m) => m.AdditionalVerificationPage),
);
const ChangePasswordPage = lazyPage(() =>
  import('../features/account/ChangePasswordPage').then((m) => m.ChangePasswordPage),
);
const ClientListPage = lazyPage(() => import('../features/advisers/ClientListPage').then((m) => m.ClientListPage));
const AnalysisPage = lazyPage(() => import('../features/analysis/AnalysisPage').then((m) => m.AnalysisPage));
const AnnualReviewPage = lazyPage(() => import('../features/review/AnnualReviewPage').then((m) => m.AnnualReviewPage));
const BalanceSheetPage = lazyPage(() =>
  import('../features/balance-sheet/BalanceSheetPage').then((m) => m.BalanceSheetPage),
);
const PortalViewsPage = lazyPage(() =>
  import('../features/portal-views/PortalViewsPage').then((m) => m.PortalViewsPage),
);
const AdviserDetailsPage = lazyPage(() =>
  import('../features/adviser-details/AdviserDetailsPage').then((m) => m.AdviserDetailsPage),
);
const ValuationReportPage = lazyPage(() =>
  import('../features/valuation/ValuationReportPage').then((m) => m.ValuationReportPage),
);
const PersonalDetailsPage = lazyPage(() =>
  import('../features/my-account/PersonalDetailsPage').then((m) => m.PersonalDetailsPage),
);
const PreferencesPage = lazyPage(() => import('../features/my-account/PreferencesPage').then((m) => m.PreferencesPage));
const SecurityQuestionsPage = lazyPage(() =>
  import('../features/my-account/SecurityQuestionsPage').then((m) => m.SecurityQuestionsPage),
);
const BiometricPermissionPage = lazyPage(() =>
  import('../features/my-account/BiometricPermissionPage').then((m) => m.BiometricPermissionPage),
);

/** The route table of spec 1 §2.1, with segments from the settings-and-content file. */
export function buildRoutes(config: PublicSiteConfig): RouteObject[] {
  const seg = (key: string) => pageSegment(config, key);
  const siteTerms = siteTermsOf(config.content).segment;
  // spec 3 §2: one route per segment, for complete pages only.
  const textPages = completeTextPages(config.content.textPages);
  const clientPage = (page: PortalPage, element: ReactElement): RouteObject => ({
    path: `${seg(page)}/*`,
    element: <PageGate page={page}>{element}</PageGate>,
  });

  return [
    { index: true, element: <RootRedirect /> },
    { path: 'login', element: <LoginPage /> },
    { path: 'help-with-logging-in', element: <HelpPage /> },
    { path: 'maintenance', element: <MaintenancePage /> },
    { path: siteTerms, element: <SiteTermsPage /> },
    // spec 1 §2.1: /core/review leads to the annual review page.
    { path: 'review', element: <Navigate to={`/clients/${seg(PortalPage.annualReview)}/`} replace /> },
    ...textPages.map((p) => ({ path: p.segment, element: <TextPage segment={p.segment} /> })),
    {
      path: 'clients',
      element: <SignedInLayout section="clients" />,
      children: [
        { index: true, element: <ClientIndexRedirect /> },
        clientPage(PortalPage.home, <HomePage />),
        clientPage(PortalPage.documentsAndMessages, <MessagesPage />),
        clientPage(PortalPage.additionalVerification, <AdditionalVerificationPage />),
        clientPage(PortalPage.changePassword, <ChangePasswordPage />),
        clientPage(PortalPage.analysis, <AnalysisPage />),
        clientPage(PortalPage.balanceSheet, <BalanceSheetPage />),
        clientPage(PortalPage.annualReview, <AnnualReviewPage />),
        clientPage(PortalPage.adviserDetails, <AdviserDetailsPage />),
        clientPage(PortalPage.valuationReport, <ValuationReportPage />),
        clientPage(PortalPage.personalDetails, <PersonalDetailsPage />),
        clientPage(PortalPage.preferences, <PreferencesPage />),
        clientPage(PortalPage.securityQuestions, <SecurityQuestionsPage />),
        clientPage(PortalPage.biometricPermission, <BiometricPermissionPage />),
        clientPage(PortalPage.portalViews, <PortalViewsPage />),
        { path: '*', element: <PageNotFound /> },
      ],
    },
    {
      path: 'advisers',
      element: <SignedInLayout section="advisers" />,
      children: [
        { index: true, element: <Navigate to={`${seg(PortalPage.clientList)}/`} replace /> },
        clientPage(PortalPage.clientList, <ClientListPage />),
        { path: '*', element: <PageNotFound /> },
      ],
    },
    { path: '*', element: <PageNotFound /> },
  ];
}

export function App() {
  const { config, failed } = useSnapshot(siteStore);

  useEffect(() => {
    // Remembers ?wrapper=mobile for the session before any navigation drops the query.
    inMobileWrapper();
    void loadSite();
    void checkSession();
  }, []);

  const router = useMemo(
    () => (config ? createBrowserRouter(buildRoutes(config as PublicSiteConfig), { basename: '/core' }) : null),
    [config],
  );

  useEffect(() => {
    if (config) applyBranding(config as PublicSiteConfig);
  }, [config]);

  useEffect(() => {
    if (!router) return;
    onLostSession(() => {
      clearSession();
      void router.navigate(LOST_SESSION_REDIRECT);
    });
  }, [router]);

  if (failed) return <ConfigFailurePage />;
  if (!router) return <Spinner label="Loading Client Online…" />;
  return (
    <>
      {/* The embedded sandbox's demo firm: said on every page, the sign-in page included. */}
      {config?.demo && <DemoDataBanner />}
      <RouterProvider router={router} />
      <Toasts />
    </>
  );
}
