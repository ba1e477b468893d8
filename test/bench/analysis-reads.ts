/**
 * The analysis reads the benchmark times for all of a client's accounts, over the two ranges the
 * issue names. One line per endpoint: a new read joins the benchmark with one more line, e.g.
 *   { name: 'investments', path: '/api/analysis/investments', query: RANGE_QUERY },
 */
export type BenchRange = '1y' | 'inception';

export interface AnalysisRead {
  name: string;
  path: string;
  /** The query string selecting every visible account over the range. */
  query: Record<BenchRange, string>;
}

export const BENCH_RANGES: readonly BenchRange[] = ['1y', 'inception'];
export const RANGE_QUERY: Record<BenchRange, string> = { '1y': 'range=1y', inception: 'range=inception' };

export const ANALYSIS_READS: readonly AnalysisRead[] = [
  { name: 'performance', path: '/api/analysis/performance', query: RANGE_QUERY },
  {
    name: 'dashboard',
    path: '/api/dashboard/summary',
    query: { '1y': 'timeframe=default', inception: 'timeframe=secondary' },
  },
  { name: 'transactions (first page)', path: '/api/analysis/transactions', query: RANGE_QUERY },
  { name: 'explain', path: '/api/analysis/explain', query: RANGE_QUERY },
  { name: 'investments', path: '/api/analysis/investments', query: RANGE_QUERY },
  { name: 'allocation', path: '/api/analysis/allocation', query: RANGE_QUERY },
  { name: 'accounts', path: '/api/analysis/accounts', query: RANGE_QUERY },
];

export const readUrl = (read: AnalysisRead, range: BenchRange): string => `${read.path}?${read.query[range]}`;
