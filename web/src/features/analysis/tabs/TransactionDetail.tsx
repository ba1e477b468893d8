import type { TransactionHideOptions } from '../../../../../domain/analysis/transactions-tab';
import { shownAmounts, transactionDate } from '../../../../../domain/analysis/transactions-tab';
import { NOT_AVAILABLE } from '../../../../../domain/analysis/investments';
import { formatFigure, formatMoney } from '../../../../../domain/format/quantity-format';
import { transactionKind } from '../../../../../domain/money/value-after-fees';
import type { TransactionRow } from '../../../lib/contract';

/** Not given by the spec: the detail panel's labels. */
export const DETAIL_LABELS = {
  type: 'Type',
  tradeDate: 'Trade date',
  settlementDate: 'Settlement date',
  units: 'Units',
  price: 'Price per unit',
  gross: 'Gross amount',
  fee: 'Fee',
  tax: 'Tax',
  net: 'Net amount',
  valueAfterFees: 'Value after fees and taxes',
  comment: 'Comment',
  account: 'Account',
} as const;

/**
 * One transaction's detail (spec 2 §2, §5): type, dates, units and price (not for income), gross,
 * fee, tax, net and the value after fees and taxes, comment; fee, tax and value-after lines follow
 * the site's hide options.
 */
export function TransactionDetail({
  row,
  hide,
  id,
  withAccount = false,
}: {
  row: TransactionRow;
  hide: TransactionHideOptions;
  id: string;
  withAccount?: boolean;
}) {
  const kind = transactionKind({ type: row.type, transactionTypeDesc: row.typeDescription });
  const shown = shownAmounts(hide, kind);
  const money = (v: number | null) => (v === null ? NOT_AVAILABLE : formatMoney(v, row.currency));
  const lines: [string, string][] = [
    [DETAIL_LABELS.type, row.typeDescription],
    [DETAIL_LABELS.tradeDate, transactionDate(row.tradeDate)],
    [DETAIL_LABELS.settlementDate, transactionDate(row.settlementDate) || NOT_AVAILABLE],
  ];
  if (withAccount) lines.push([DETAIL_LABELS.account, row.accountName]);
  if (kind !== 'income') {
    lines.push([DETAIL_LABELS.units, row.units === null ? NOT_AVAILABLE : formatFigure(row.units, 'units')]);
    // Unit prices keep four places, in the currency the API names: a pence price in pence (21.5341p).
    lines.push([
      DETAIL_LABELS.price,
      row.pricePerUnit === null ? NOT_AVAILABLE : formatMoney(row.pricePerUnit, row.priceCurrency, 'units'),
    ]);
  }
  lines.push([DETAIL_LABELS.gross, money(row.grossAmount)]);
  if (shown.fee) lines.push([DETAIL_LABELS.fee, money(row.fee)]);
  if (shown.tax) lines.push([DETAIL_LABELS.tax, money(row.tax)]);
  lines.push([DETAIL_LABELS.net, money(row.netAmount)]);
  if (shown.valueAfterFees) lines.push([DETAIL_LABELS.valueAfterFees, money(row.valueAfterFeesAndTaxes)]);
  if (row.comment) lines.push([DETAIL_LABELS.comment, row.comment]);
  return (
    <section
      className="txn-detail"
      id={id}
      aria-label={`${row.typeDescription} ${row.security ?? ''} on ${transactionDate(row.tradeDate)}`}
    >
      <dl className="txn-detail__list">
        {lines.map(([label, value]) => (
          <div key={label} className="txn-detail__line">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
