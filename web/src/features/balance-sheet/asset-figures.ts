import dayjs from 'dayjs';
import { BALANCE_SHEET_LABELS } from '../../../../domain/assets/balance-sheet-labels';
import { CONVERSION_RATE_UNAVAILABLE } from '../../../../domain/money/fx-conversion';
import { formatMoney } from '../../../../domain/format/figure-format';
import { DISPLAY_DECIMALS } from '../../../../domain/format/display-precision';
import type { AssetMoney } from '../../lib/contract';

/** spec 2 §9: balance sheet dates read 'D MMM YYYY'. */
export const BALANCE_SHEET_DATE_FORMAT = 'D MMM YYYY';

/** An amount in its plan currency or in the report currency, 0 decimals (spec 2 §9 "asset amounts"). */
export function assetAmount(money: AssetMoney, planCurrencyView: boolean, reportCurrency: string): string {
  if (planCurrencyView) return formatMoney(money.plan, money.planCurrency, DISPLAY_DECIMALS.assetAmount);
  // The same currency needs no rate (spec 2 §4).
  if (money.planCurrency === reportCurrency)
    return formatMoney(money.plan, reportCurrency, DISPLAY_DECIMALS.assetAmount);
  return money.report === null
    ? CONVERSION_RATE_UNAVAILABLE
    : formatMoney(money.report, reportCurrency, DISPLAY_DECIMALS.assetAmount);
}

export function valuationDate(iso: string | null): string {
  if (!iso) return BALANCE_SHEET_LABELS.notAvailable;
  const d = dayjs(iso);
  return d.isValid() ? d.format(BALANCE_SHEET_DATE_FORMAT) : BALANCE_SHEET_LABELS.notAvailable;
}

/** A joint asset's share with its other owners ('50% owned with Ben Hartley'); nothing for a whole one. */
export function shareNote(percentOwned: number, otherOwners: readonly string[] = []): string | null {
  if (percentOwned >= 100) return null;
  const share = `${Number(percentOwned.toFixed(2))}% ${BALANCE_SHEET_LABELS.owned}`;
  return otherOwners.length ? `${share} ${BALANCE_SHEET_LABELS.ownedWith} ${otherOwners.join(', ')}` : share;
}

/** The owners of an asset other than the member shown. */
export function otherOwners(owners: readonly string[], memberName: string | undefined): string[] {
  return owners.filter((o) => o !== memberName);
}

/**
 * What a tab's total is in: its currency and, when rows are in other currencies, the rates it was
 * converted at ('in GBP, converting EUR at 0.8612').
 */
export function totalCurrencyNote(
  reportCurrency: string,
  foreign: readonly string[],
  rates: readonly { currency: string; display: string | null }[],
): string {
  const L = BALANCE_SHEET_LABELS;
  const conversions = foreign
    .map((c) => rates.find((r) => r.currency === c)?.display)
    .map((display, i) => (display ? `${foreign[i]} ${L.at} ${display}` : null))
    .filter((t): t is string => t !== null);
  return `${L.totalIn} ${reportCurrency}${conversions.length ? `, ${L.converting} ${conversions.join(', ')}` : ''}`;
}
