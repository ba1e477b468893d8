import { PortalPage } from '../../../../domain/access/page-access';
import { DISPLAY_DECIMALS, toPercent } from '../../../../domain/format/display-precision';
import { formatMoney } from '../../../../domain/format/figure-format';
import { CONVERSION_RATE_UNAVAILABLE } from '../../../../domain/money/fx-conversion';
import { percentLabel, roundPercentages } from '../../../../domain/format/percent-rounding';
import type { DashboardAccount, DashboardSummary, FxRates } from '../../lib/contract';

/** A tile's or row's link to the analysis page: ?id= the account id or the group code (spec 2 §2). */
export function analysisHref(segmentOf: (page: PortalPage) => string, id: number | string): string {
  return `/clients/${segmentOf(PortalPage.analysis)}/?id=${encodeURIComponent(String(id))}`;
}

/** Every account of the summary, in the portfolios' order. */
export function allAccounts(summary: DashboardSummary): DashboardAccount[] {
  return summary.portfolios.flatMap((p) => p.accounts);
}

/**
 * Each account's share of the total value as a whole percentage, rounded so the shares reach 100
 * (spec 2 §2), with '<1%'. A negative value (an overdrawn account) counts as no share.
 */
export function accountShares(accounts: readonly DashboardAccount[]): Map<number, { percent: number; label: string }> {
  const values = accounts.map((a) => Math.max(a.value, 0));
  const total = values.reduce((s, v) => s + v, 0);
  const raw = values.map((v) => (total === 0 ? 0 : toPercent(v / total)));
  const rounded = roundPercentages(raw);
  return new Map(accounts.map((a, i) => [a.id, { percent: rounded[i], label: percentLabel(rounded[i], raw[i]) }]));
}

/**
 * An account's value as shown: in the reporting currency, or (multi-currency toggle, spec 2 §4) in
 * its plan currency at the latest rate. 'Conversion rate unavailable' keeps the reporting figure.
 */
export function shownValue(account: DashboardAccount, reportCurrency: string | null, planView: boolean, rates: FxRates | null): { text: string; converted: boolean; note: string | null } {
  const tile = DISPLAY_DECIMALS.moneyTile;
  const rate = planView ? rates?.rates.find((r) => r.currency === account.planCurrency)?.rate : null;
  if (planView && rate) return { text: formatMoney(account.value / rate, account.planCurrency, tile), converted: true, note: null };
  const missing = planView && rates !== null && account.planCurrency !== reportCurrency;
  return { text: formatMoney(account.value, reportCurrency, tile), converted: false, note: missing ? CONVERSION_RATE_UNAVAILABLE : null };
}
