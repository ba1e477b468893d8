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
  if (money.planCurrency === reportCurrency) return formatMoney(money.plan, reportCurrency, DISPLAY_DECIMALS.assetAmount);
  return money.report === null ? CONVERSION_RATE_UNAVAILABLE : formatMoney(money.report, reportCurrency, DISPLAY_DECIMALS.assetAmount);
}

export function valuationDate(iso: string | null): string {
  if (!iso) return BALANCE_SHEET_LABELS.notAvailable;
  const d = dayjs(iso);
  return d.isValid() ? d.format(BALANCE_SHEET_DATE_FORMAT) : BALANCE_SHEET_LABELS.notAvailable;
}

/** A joint asset's share ('50% owned'); nothing for a whole one. */
export function shareNote(percentOwned: number): string | null {
  return percentOwned < 100 ? `${Number(percentOwned.toFixed(2))}% ${BALANCE_SHEET_LABELS.owned}` : null;
}
