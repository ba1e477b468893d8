import { PortalPage } from '../../../../domain/access/page-access';
import { DISPLAY_DECIMALS, toPercent } from '../../../../domain/format/display-precision';
import { formatMoney } from '../../../../domain/format/figure-format';
import { percentLabel, roundPercentages } from '../../../../domain/format/percent-rounding';
import { itemAt } from '../../../../domain/shared/present';
import type { DashboardAccount, DashboardSummary } from '../../lib/contract';

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
  return new Map(
    accounts.map((a, i) => {
      const percent = itemAt(rounded, i);
      return [a.id, { percent, label: percentLabel(percent, itemAt(raw, i)) }];
    }),
  );
}

/** An account's value as shown: in the summary's currency (the 'Show in' choice, spec 2 §4). */
export function shownValue(account: DashboardAccount, reportCurrency: string | null): string {
  return formatMoney(account.value, reportCurrency, DISPLAY_DECIMALS.moneyTile);
}
