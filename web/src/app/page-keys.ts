import { PortalPage } from '../../../domain/access/page-access';

/** The page key whose segment names each client-area route (spec 1 §2.1). */
export const CLIENT_ROUTE_PAGES = [
  PortalPage.home,
  PortalPage.documentsAndMessages,
  PortalPage.additionalVerification,
  PortalPage.changePassword,
  PortalPage.analysis,
  PortalPage.balanceSheet,
  PortalPage.adviserDetails,
  PortalPage.annualReview,
  PortalPage.valuationReport,
  PortalPage.personalDetails,
  PortalPage.preferences,
  PortalPage.securityQuestions,
  PortalPage.biometricPermission,
  PortalPage.portalViews,
] as const;
