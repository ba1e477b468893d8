import type { RangePreset } from '../../../../domain/analysis/date-range';

/**
 * What every analysis read of the page is asked (the BFF's query parameters): at most one of
 * account, portfolio or group, and a preset range or a custom from/to ('YYYY-MM-DD'). The page
 * holds one of these; each tab reads with it and reloads when it changes.
 */
export interface AnalysisQuery {
  account?: number;
  portfolio?: number;
  group?: string;
  range?: Exclude<RangePreset, 'custom'>;
  from?: string;
  to?: string;
}

/** The query string of a read ('?account=1&range=1y'), extra parameters appended; '' when empty. */
export function analysisSearch(query: AnalysisQuery, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  const ordered = {
    account: query.account,
    portfolio: query.portfolio,
    group: query.group,
    range: query.range,
    from: query.from,
    to: query.to,
    ...extra,
  };
  for (const [key, value] of Object.entries(ordered)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Two queries ask for the same figures. */
export function sameQuery(a: AnalysisQuery, b: AnalysisQuery): boolean {
  return analysisSearch(a) === analysisSearch(b);
}
