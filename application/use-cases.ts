import { ACCOUNT_USE_CASES } from './account/account-use-cases';
import { ANALYSIS_USE_CASES } from './analysis/analysis-use-cases';
import { ASSETS_USE_CASES } from './assets/assets-use-cases';
import { AUTH_USE_CASES } from './auth/auth-use-cases';
import { CLIENTS_USE_CASES } from './clients/clients-use-cases';
import { DASHBOARD_USE_CASES } from './dashboard/dashboard-use-cases';
import { NOTIFICATIONS_USE_CASES } from './notifications/notifications-use-cases';
import { SESSION_USE_CASES } from './session/session-use-cases';
import { SIGNING_USE_CASES } from './signing/signing-use-cases';
import { HEALTH_USE_CASES, SITE_USE_CASES } from './site/site-use-cases';

/**
 * The use cases on the platform, PortfolioPort, AssetsPort, SigningPort and SiteConfigPort, for the CLI, which
 * registers them all; the BFF registers each area's list in that area's module (bff/<area>/<area>.module.ts).
 */
export const USE_CASES = [
  ...ANALYSIS_USE_CASES,
  ...DASHBOARD_USE_CASES,
  ...ASSETS_USE_CASES,
  ...AUTH_USE_CASES,
  ...SESSION_USE_CASES,
  ...NOTIFICATIONS_USE_CASES,
  ...CLIENTS_USE_CASES,
  ...ACCOUNT_USE_CASES,
  ...HEALTH_USE_CASES,
  ...SITE_USE_CASES,
  ...SIGNING_USE_CASES,
];
