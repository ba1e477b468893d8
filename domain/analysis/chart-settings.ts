/** The charts' fixed settings and their texts (spec 2 §9 "Charts", §2 "Analysis page"). */

/** spec 2 §9: chart height by default. */
export const CHART_HEIGHT_DEFAULT = 500;
/** spec 2 §9: chart height in performance views. */
export const CHART_HEIGHT_PERFORMANCE = 300;
/** spec 2 §9: chart height on the home dashboard. */
export const CHART_HEIGHT_HOME = 400;
/** spec 2 §9: line width. */
export const CHART_LINE_WIDTH = 2;
/** spec 2 §9: area fill opacity. */
export const CHART_AREA_OPACITY = 0.1;
/** spec 2 §9: a pie never grows wider than this. */
export const PIE_MAX_WIDTH = 600;
/** spec 2 §9: donut inner sizes, as a share of the radius. */
export const DONUT_INNER_SIZES = [0.6, 0.8] as const;
/** spec 2 §9: the x axis always spans at least this many days. */
export const MIN_X_RANGE_DAYS = 2;

/**
 * spec 2 §9: the nine-colour default palette, used when the site configuration gives no
 * `chartColour*` keys. Each has at least 3:1 contrast on white (WCAG 1.4.11).
 */
export const DEFAULT_CHART_PALETTE: readonly string[] = [
  '#0b3d5c',
  '#9c5d00',
  '#2e7d32',
  '#a23b72',
  '#5b4db7',
  '#00796b',
  '#c2410c',
  '#4a5560',
  '#1565c0',
];

/** Dash patterns, one per series in turn, so series differ by more than their colour. */
export const SERIES_DASHES: readonly string[] = ['', '8 4', '2 4', '12 4 2 4', '4 4'];

/** spec 2 §2 "Performance overview hero": the cashflow series' name. */
export const NET_TRANSFERS_SERIES = 'Net transfers / payments';

export const CHART_TEXTS = {
  viewAsTable: 'View as table',
  hideTable: 'Hide table',
  resetZoom: 'Reset zoom',
  keyboardHint: 'Use the left and right arrow keys to move between points, Home and End for the first and last.',
  date: 'Date',
  category: 'Category',
  amount: 'Amount',
  share: 'Share',
  noData: 'No data available',
} as const;
