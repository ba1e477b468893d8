/** Configuration mapping rules of spec 1 §3 and the display options of spec 2 §5. */

export enum PortfolioGrouping {
  Consolidated = 'Consolidated',
  AccountGroup = 'AccountGroup',
  Split = 'Split',
}
export type ProfitAnalysisType = 'twrr' | 'irr' | 'none';
export type GroupingFilter = 'My' | 'All';
export type AllocationMethod = 'Principal' | 'Detailed';
export type DisplayOption = 'All' | 'SecurityLevelOnly' | 'None';
export type TransactionHideOption = 'Do Not Hide' | 'Hide For All Transactions' | 'Hide For Income Transactions Only';
export type AdviserContactType = 'adviserDetails' | 'generalContactDetails' | 'both';

/** spec 1 §3, §9: default grouping. */
export const DEFAULT_PORTFOLIO_GROUPING = PortfolioGrouping.Split;
/** spec 1 §3: the configured text that selects AccountGroup. */
export const ACCOUNT_GROUP_SETTING = 'group by account group';
/** spec 1 §3, §9: default profit analysis (TWRR). */
export const DEFAULT_PROFIT_ANALYSIS_TYPE: ProfitAnalysisType = 'twrr';
/** spec 1 §3, spec 2 §9: the known profit analysis types. */
export const PROFIT_ANALYSIS_TYPES: readonly ProfitAnalysisType[] = ['twrr', 'irr', 'none'];
/** spec 1 §3, §9; spec 2 §9: default fee and tax mode (after fees and taxes). */
export const DEFAULT_FEES_AND_TAXES = 1;
/** spec 2 §9: fee and tax modes run from 0 to 5. */
export const MIN_FEES_AND_TAXES = 0;
/** spec 2 §9: fee and tax modes run from 0 to 5. */
export const MAX_FEES_AND_TAXES = 5;
/** spec 1 §2: base path of the application, used to prefix image paths (spec 1 §3). */
export const CORE_BASE_PATH = '/core/';
/** spec 1 §3: branding keys holding chart colours start with this. */
export const CHART_COLOUR_KEY_PREFIX = 'chartColour';
/** spec 1 §3: the configured text that selects the Principal allocation method. */
export const PRINCIPAL_ALLOCATION_SETTING = 'principal asset class view';
/** spec 2 §9: default asset allocation method. */
export const DEFAULT_ALLOCATION_METHOD: AllocationMethod = 'Detailed';
/** spec 1 §3, spec 2 §5: display option used for anything unrecognised. */
export const DEFAULT_DISPLAY_OPTION: DisplayOption = 'All';
/** spec 2 §5: the display options. */
export const DISPLAY_OPTIONS: readonly DisplayOption[] = ['All', 'SecurityLevelOnly', 'None'];
/** spec 1 §3, spec 2 §5: default transaction hide option. */
export const DEFAULT_TRANSACTION_HIDE_OPTION: TransactionHideOption = 'Do Not Hide';
/** spec 2 §5: the transaction hide options. */
export const TRANSACTION_HIDE_OPTIONS: readonly TransactionHideOption[] = [
  'Do Not Hide',
  'Hide For All Transactions',
  'Hide For Income Transactions Only',
];
/** spec 1 §3, spec 3 §2: the adviser contact types. */
export const ADVISER_CONTACT_TYPES: readonly AdviserContactType[] = ['adviserDetails', 'generalContactDetails', 'both'];
/** Not given by the spec: with nothing configured the adviser details are shown. */
export const DEFAULT_ADVISER_CONTACT_TYPE: AdviserContactType = 'adviserDetails';

const norm = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** spec 1 §3: Consolidated, AccountGroup (from 'group by account group') or Split (default). */
export function mapPortfolioGrouping(value: unknown): PortfolioGrouping {
  const v = norm(value);
  if (v === 'consolidated') return PortfolioGrouping.Consolidated;
  if (v === ACCOUNT_GROUP_SETTING || v === 'accountgroup') return PortfolioGrouping.AccountGroup;
  return DEFAULT_PORTFOLIO_GROUPING;
}

/** spec 1 §3: lower-cased; anything outside twrr, irr, none falls back to twrr. */
export function mapProfitAnalysisType(value: unknown): ProfitAnalysisType {
  const v = norm(value);
  return (PROFIT_ANALYSIS_TYPES as readonly string[]).includes(v)
    ? (v as ProfitAnalysisType)
    : DEFAULT_PROFIT_ANALYSIS_TYPE;
}

/** spec 1 §3: My when grouping is Split, otherwise All. */
export function groupingFilterFor(grouping: PortfolioGrouping): GroupingFilter {
  return grouping === PortfolioGrouping.Split ? 'My' : 'All';
}

function isSet(flag: unknown): boolean {
  return flag === true || flag === 1 || norm(flag) === 'true' || norm(flag) === '1';
}

/**
 * spec 2 §2 "Accounts tab": change in value is hidden "when configured hidden". The spec names no
 * key; this is the site setting that says so (true, 1, 'true' or '1'; anything else shows the column).
 */
export const HIDE_CHANGE_IN_VALUE_SETTING = 'hideChangeInValue';

/** spec 2 §2: whether the site hides the change-in-value column (Accounts tab, home account table). */
export function changeInValueHidden(settings: Record<string, unknown> | null | undefined): boolean {
  return isSet(settings?.[HIDE_CHANGE_IN_VALUE_SETTING]);
}

/** spec 1 §3: true only if the type is TWRR and the useHistoricLoadedTWRRData flag is set. */
export function mapUseHistoricData(profitAnalysisType: unknown, useHistoricLoadedTWRRData: unknown): boolean {
  return mapProfitAnalysisType(profitAnalysisType) === 'twrr' && isSet(useHistoricLoadedTWRRData);
}

/** spec 1 §3: a number, or a list whose first item is parsed; default 1. Modes outside 0..5 fall back too. */
export function mapFeesAndTaxes(value: unknown): number {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  const n =
    typeof first === 'number' ? first : typeof first === 'string' && first.trim() !== '' ? Number(first.trim()) : NaN;
  return Number.isInteger(n) && n >= MIN_FEES_AND_TAXES && n <= MAX_FEES_AND_TAXES ? n : DEFAULT_FEES_AND_TAXES;
}

/** spec 1 §3: image paths get the /core/ prefix when they lack it. Absolute and data URLs are left alone. */
export function prefixImagePath(path: string | null | undefined): string {
  if (!path) return '';
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path) || path.startsWith(CORE_BASE_PATH)) return path;
  return CORE_BASE_PATH + path.replace(/^\/+/, '');
}

/** spec 1 §3: colours from branding keys starting chartColour, in the order of their number. */
export function chartColours(branding: Record<string, string>): string[] {
  const numberOf = (key: string): number => {
    const n = parseInt(key.slice(CHART_COLOUR_KEY_PREFIX.length), 10);
    return Number.isNaN(n) ? Number.POSITIVE_INFINITY : n;
  };
  return Object.entries(branding)
    .filter(
      ([key, colour]) => key.startsWith(CHART_COLOUR_KEY_PREFIX) && typeof colour === 'string' && colour.trim() !== '',
    )
    .sort(([a], [b]) => numberOf(a) - numberOf(b))
    .map(([, colour]) => colour.trim());
}

/** spec 1 §3: Principal for 'principal asset class view', otherwise Detailed. */
export function mapAllocationMethod(value: unknown): AllocationMethod {
  return norm(value) === PRINCIPAL_ALLOCATION_SETTING ? 'Principal' : DEFAULT_ALLOCATION_METHOD;
}

function pick<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  const v = norm(value);
  return options.find((o) => o.toLowerCase() === v) ?? fallback;
}

/** spec 1 §3, spec 2 §5: All, SecurityLevelOnly or None; anything else is All. */
export function mapDisplayOption(value: unknown): DisplayOption {
  return pick(DISPLAY_OPTIONS, value, DEFAULT_DISPLAY_OPTION);
}

/** spec 1 §3, spec 2 §5: hide options for fees, taxes and value after fees and taxes; default 'Do Not Hide'. */
export function mapTransactionHideOption(value: unknown): TransactionHideOption {
  return pick(TRANSACTION_HIDE_OPTIONS, value, DEFAULT_TRANSACTION_HIDE_OPTION);
}

/** spec 1 §3, spec 3 §2: adviserDetails, generalContactDetails or both (any case). */
export function mapAdviserContactType(value: unknown): AdviserContactType {
  return pick(ADVISER_CONTACT_TYPES, value, DEFAULT_ADVISER_CONTACT_TYPE);
}

/** spec 1 §3: the site configuration state derived from the site settings. */
export interface SiteConfiguration {
  feesAndTaxes: number;
  holdBackPeriod: boolean;
  portfolioGrouping: PortfolioGrouping;
  profitAnalysisType: ProfitAnalysisType;
  groupingFilter: GroupingFilter;
  useHistoricData: boolean;
}

/** Applies the spec 1 §3 mapping rules to the raw settings of the configuration file. */
export function mapSiteConfiguration(settings: Record<string, unknown> | null | undefined): SiteConfiguration {
  const s = settings ?? {};
  const portfolioGrouping = mapPortfolioGrouping(s.portfolioGrouping);
  const profitAnalysisType = mapProfitAnalysisType(s.profitAnalysisType);
  return {
    feesAndTaxes: mapFeesAndTaxes(s.feesAndTaxes),
    holdBackPeriod: isSet(s.enableHoldBackPeriod),
    portfolioGrouping,
    profitAnalysisType,
    groupingFilter: groupingFilterFor(portfolioGrouping),
    useHistoricData: mapUseHistoricData(profitAnalysisType, s.useHistoricLoadedTWRRData ?? s.useHistoricData),
  };
}
