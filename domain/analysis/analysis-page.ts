/** Texts of the analysis page's frame and performance hero (spec 2 §2 "Analysis page", "Performance overview hero", §8). */

/** spec 2 §8: a selection with nothing to measure. */
export const NO_DATA_FOR_SELECTION = 'No data available for this selection';
/** spec 2 §2 "Performance overview hero": the two views. */
export const PERCENTAGE_VIEW_LABEL = 'Percentage';
export const VALUE_VIEW_LABEL = 'Value';
/** spec 2 §2: the benchmark dropdown's label. */
export const BENCHMARK_LABEL = 'Benchmark';
/** spec 2 §2: the currency toggle's label; the other choice is the preferred currency's code. */
export const SHOW_IN_LABEL = 'Show in';

/** Not given by the spec: the hero tiles' labels, the chart's table alternative and the explanation link. */
export const HERO_VALUE_LABEL = 'Portfolio value';
export const HERO_PERFORMANCE_LABEL = 'Performance';
export const HERO_MOVEMENT_LABEL = 'Value movement';
export const EXPLAIN_THIS_FIGURE = 'Explain this figure';
export const DATE_RANGE_HEADING = 'Date range';
export const VALUATION_BASIS_HEADING = 'Basis of valuation';
/** A section whose read failed, in the warning panel that stands in for it while the rest of the page works. */
export const SECTION_FAILED = 'This part of the page could not be loaded. Please try again later.';

/** spec 2 §2 "Tabs": the tabs' names (the Accounts tab's comes with the read: Accounts, Account groups or Portfolios). */
export const ANALYSIS_TAB_NAMES = {
  investments: 'Investments',
  allocation: 'Allocation',
  transactions: 'Transactions',
  investmentInstructions: 'Investment instructions',
  paymentInformation: 'Payment information',
} as const;
/** spec 2 §2 "Accounts tab": the grid's column names, the chevron column having none. */
export const ACCOUNTS_COLUMNS = {
  name: 'Name',
  value: 'Current value',
  performance: 'Fund performance',
  change: 'Change in value',
} as const;
