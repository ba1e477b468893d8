import { mapDisplayOption, type DisplayOption } from '../config/site-config';
import { PERCENT_FACTOR } from '../format/display-precision';

/** How the Investments tab shows its figures (spec 2 §2 "Investments tab", §5 "Display rules"). */

/** spec 2 §2: the links that open or close every account row. */
export const EXPAND_ALL = 'Expand all';
export const COLLAPSE_ALL = 'Collapse all';
/** spec 2 §2: the link to the modal that explains the columns ('Show in' is analysis-page.ts's SHOW_IN_LABEL). */
export const WHAT_DOES_THIS_MEAN = 'What does this mean?';

/** spec 2 §2: the position columns, in order (the account row shows value, gain and income / yield). */
export const POSITION_COLUMN_LABELS = {
  name: 'Security name',
  bookCost: 'Book cost',
  units: 'Units / price',
  weight: '%',
  marketValue: 'Market value',
  unrealisedGain: 'Unrealised gain',
  annualIncome: 'Annual income / yield',
} as const;

/** Not given by the spec: the modal's heading and what it says about each column. */
export const EXPLANATION_HEADING = 'What the investment figures mean';
export const EXPLANATIONS: readonly { term: string; meaning: string }[] = [
  {
    term: 'Book cost',
    meaning:
      'What was paid for the units held, including dealing costs. It shows as Not available when it is not recorded or when the holding is shown converted into the account currency.',
  },
  { term: 'Units / price', meaning: 'How many units are held, and the price of one unit on the valuation date.' },
  { term: '%', meaning: "The investment's share of the account's market value." },
  { term: 'Market value', meaning: 'Units multiplied by the price on the valuation date.' },
  {
    term: 'Unrealised gain',
    meaning:
      'Market value minus book cost: the gain or loss you would make by selling today. With it, the gain as a percentage of book cost.',
  },
  {
    term: 'Annual income / yield',
    meaning:
      'The income the investment is expected to pay over a year at its current rate, and that income as a percentage of market value.',
  },
];

/**
 * Not named by the spec: the site settings of §5's four display options (annual income, yield,
 * unrealised gain percentage and value). Each is All, SecurityLevelOnly or None; anything else All.
 */
export const DISPLAY_OPTION_SETTINGS = {
  annualIncome: 'investmentsAnnualIncomeDisplay',
  yield: 'investmentsYieldDisplay',
  gainPercent: 'investmentsUnrealisedGainPercentDisplay',
  value: 'investmentsValueDisplay',
} as const;

export type DisplayedFigure = keyof typeof DISPLAY_OPTION_SETTINGS;
export type InvestmentDisplayOptions = Record<DisplayedFigure, DisplayOption>;

export function investmentDisplayOptions(
  settings: Record<string, unknown> | null | undefined,
): InvestmentDisplayOptions {
  const s = settings ?? {};
  return {
    annualIncome: mapDisplayOption(s[DISPLAY_OPTION_SETTINGS.annualIncome]),
    yield: mapDisplayOption(s[DISPLAY_OPTION_SETTINGS.yield]),
    gainPercent: mapDisplayOption(s[DISPLAY_OPTION_SETTINGS.gainPercent]),
    value: mapDisplayOption(s[DISPLAY_OPTION_SETTINGS.value]),
  };
}

/** spec 2 §5: All shows a figure on account and security rows, SecurityLevelOnly on security rows only, None nowhere. */
export function showsFigure(option: DisplayOption, level: 'account' | 'security'): boolean {
  if (option === 'None') return false;
  return option === 'All' || level === 'security';
}

/** Unrealised gain as a percentage of book cost; null when either is missing or the cost is zero. */
export function gainPercent(gain: number | null, bookCost: number | null): number | null {
  if (gain === null || bookCost === null || bookCost === 0) return null;
  return (gain / bookCost) * PERCENT_FACTOR;
}
