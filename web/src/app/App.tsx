import { lazy, Suspense, useEffect, useMemo, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PortalPage } from '../../../domain/access/page-access';
import { completeTextPages, siteTermsOf } from '../../../domain/config/text-pages';
import { LOST_SESSION_REDIRECT } from '../../../domain/errors/error-toast';
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
const AdditionalVerificationPage = lazyPage(() => import('../features/account/AdditionalVerificationPage').then((m) => m.AdditionalVerificationPage));
const ChangePasswordPage = lazyPage(() => import('../features/account/ChangePasswordPage').then((m) => m.ChangePasswordPage));
const ClientListPage = lazyPage(() => import('../features/advisers/ClientListPage').then((m) => m.ClientListPage));
const AnalysisPage = lazyPage(() => import('../features/analysis/AnalysisPage').then((m) => m.AnalysisPage));
const BalanceSheetPage = lazyPage(() => import('../features/balance-sheet/BalanceSheetPage').then((m) => m.BalanceSheetPage));
const PortalViewsPage = lazyPage(() => import('../features/portal-views/PortalViewsPage').then((m) => m.PortalViewsPage));
const AdviserDetailsPage = lazyPage(() => import('../features/adviser-details/AdviserDetailsPage').then((m) => m.AdviserDetailsPage));

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
        clientPage(PortalPage.adviserDetails, <AdviserDetailsPage />),
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
    void loadSite();
    void checkSession();
  }, []);

  const router = useMemo(() => (config ? createBrowserRouter(buildRoutes(config as PublicSiteConfig), { basename: '/core' }) : null), [config]);

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
      <RouterProvider router={router} />
      <Toasts />
    </>
  );
}
