import { NO_MANAGED_ASSETS, VIEW_ASSETS, YOUR_ASSETS } from '../assets/asset-display-texts';
import { BALANCE_SHEET_LABELS } from '../assets/balance-sheet-labels';
import { TRY_AGAIN } from '../errors/error-toast';
import { HERO_VALUE_LABEL, VALUATION_BASIS_HEADING } from './analysis-page';
import { parseRangePreset, rangeLabel, type RangePreset } from './date-range';

/** The home dashboard's texts and rules (spec 2 §2 "Home dashboard", "Account summary table"). */

/** spec 2 §2: the default texts of the home dashboard. */
export const HOME_TEXTS = {
  greeting: 'Welcome',
  heading: 'Your portfolio',
  yourAccounts: 'Your Accounts',
  accounts: 'Accounts',
  value: 'Value',
  performance: 'Performance',
  valueOfChange: 'Value of change',
  totalValue: 'Total value',
  twrrNote: 'performance of underlying assets',
  irrNote: 'includes contributions and withdrawals',
  yourAssets: YOUR_ASSETS,
  viewAssets: VIEW_ASSETS,
  noPortfolios: 'No portfolios',
  noVisibleAccounts: 'There are no visible accounts in this portfolio.',
  portfolioLoadFailed: 'Something went wrong with loading your portfolio data.',
  timeframe: 'Time frame',
  performanceChart: HERO_VALUE_LABEL,
  performanceLoadFailed: 'Something went wrong with loading your performance chart.',
  /** Not given by the spec: the retry of a failed section, as the analysis tabs offer it. */
  tryAgain: TRY_AGAIN,
  basisOfValuation: VALUATION_BASIS_HEADING,
  currencyView: BALANCE_SHEET_LABELS.showValuesIn,
  planCurrency: 'Account currency',
  reportCurrency: BALANCE_SHEET_LABELS.reportCurrency,
  noAssetData: NO_MANAGED_ASSETS,
  noAssetDataYet: 'Your asset details are not loaded on this page yet. Your adviser can tell you about them.',
  multiCurrencyNote: 'Converted to {currency} from several currencies',
  shareOfTotal: 'of your total value',
  announcementClose: 'Close',
  announcementDontShow: "Don't show this again",
} as const;

/**
 * spec 2 §2: 'across 1 account', 'across %%n accounts'. The one wording of how many accounts a figure
 * covers: the home overview, the analysis hero and the explanation of a figure.
 */
export const ACROSS_ONE_ACCOUNT = 'across 1 account';
export const ACROSS_N_ACCOUNTS = 'across %%n accounts';

export function acrossAccounts(n: number): string {
  return n === 1 ? ACROSS_ONE_ACCOUNT : ACROSS_N_ACCOUNTS.replace('%%n', String(n));
}

export type DashboardTimeframeKey = 'default' | 'secondary';

/** The dashboard's default and secondary time frames unless the site names others (site settings). */
export const DEFAULT_DASHBOARD_PRESET: Exclude<RangePreset, 'custom'> = '1y';
export const SECONDARY_DASHBOARD_PRESET: Exclude<RangePreset, 'custom'> = 'inception';
export const DASHBOARD_DEFAULT_SETTING = 'dashboardDefaultTimeFrame';
export const DASHBOARD_SECONDARY_SETTING = 'dashboardSecondaryTimeFrame';

/** The site setting's preset, when it names one other than custom; otherwise the default. */
export function dashboardPreset(
  settings: Record<string, unknown>,
  timeframe: DashboardTimeframeKey,
): Exclude<RangePreset, 'custom'> {
  const preset = parseRangePreset(
    settings[timeframe === 'secondary' ? DASHBOARD_SECONDARY_SETTING : DASHBOARD_DEFAULT_SETTING],
  );
  if (preset && preset !== 'custom') return preset;
  return timeframe === 'secondary' ? SECONDARY_DASHBOARD_PRESET : DEFAULT_DASHBOARD_PRESET;
}

/** The switch's label for a time frame ('1 year', 'Since inception'). */
export function dashboardTimeframeLabel(settings: Record<string, unknown>, timeframe: DashboardTimeframeKey): string {
  return rangeLabel(dashboardPreset(settings, timeframe));
}

/** spec 2 §9: percentage circle radius and stroke, small and large. */
export const PERCENT_CIRCLE_SMALL = { radius: 35, stroke: 5 } as const;
export const PERCENT_CIRCLE_LARGE = { radius: 45, stroke: 8 } as const;

/** spec 2 §2: the announcement on the home screen is keyed by this hash. */
export const HOME_ANNOUNCEMENT_HASH = 134;
/** spec 2 §9: the announcement cookie's expiry year. */
export const ANNOUNCEMENT_COOKIE_EXPIRY_YEAR = 2099;
/** spec 2 §2: the tags announcement HTML may keep. */
export const ANNOUNCEMENT_ALLOWED_TAGS = ['p', 'li', 'ul', 'strong', 'a', 'em', 'ol'] as const;

/** The cookie that hides an announcement for good ('announcement-134'). */
export function announcementCookieName(hash: number): string {
  return `announcement-${hash}`;
}

/** The Set-Cookie text of 'Don't show this again': long-lived, expiring in 2099. */
export function announcementCookie(hash: number): string {
  const expires = new Date(Date.UTC(ANNOUNCEMENT_COOKIE_EXPIRY_YEAR, 11, 31, 23, 59, 59)).toUTCString();
  return `${announcementCookieName(hash)}=dismissed; expires=${expires}; path=/; SameSite=Lax`;
}

/** Whether a document.cookie string holds the announcement's dismissal. */
export function announcementDismissed(cookies: string, hash: number): boolean {
  const name = announcementCookieName(hash);
  return cookies.split(';').some((c) => c.trim().startsWith(`${name}=`));
}
