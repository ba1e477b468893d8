import type { TransactionList, TransactionRow } from '../../../../lib/contract';

export function txn(id: number, over: Partial<TransactionRow> = {}): TransactionRow {
  return {
    id,
    accountId: 10001101,
    accountName: 'Stocks and Shares ISA',
    type: 'other',
    typeDescription: 'Buy',
    tradeDate: '2026-11-23',
    settlementDate: '2026-11-25',
    security: `Security ${id}`,
    code: null,
    units: 5.59384,
    pricePerUnit: 320.878,
    priceCurrency: 'GBP',
    currency: 'GBP',
    grossAmount: 1794.93,
    netAmount: 1796.72,
    fee: 1.79,
    tax: 0,
    valueAfterFeesAndTaxes: 1794.93,
    comment: null,
    ...over,
  };
}

export const income = (id: number) =>
  txn(id, {
    type: 'income',
    typeDescription: 'Income',
    security: 'Vanguard FTSE All-World UCITS ETF',
    units: null,
    pricePerUnit: null,
    grossAmount: 136.34,
    netAmount: 135.66,
    fee: 0.68,
    tax: 0.5,
    valueAfterFeesAndTaxes: 135.16,
    comment: 'Dividend',
  });

export function page(ids: number[], nextBookmark: string | null): TransactionList {
  return {
    rows: ids.map((id) => txn(id)),
    nextBookmark,
    hasMorePages: nextBookmark !== null,
    pageSize: 50,
    empty: null,
  };
}

export const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** Three pages: 50, 50 and 7 rows, by bookmarks b1 and b2. */
export function threePages(bookmark: string | null): TransactionList {
  if (!bookmark) return page(range(1, 50), 'b1');
  if (bookmark === 'b1') return page(range(51, 50), 'b2');
  return page(range(101, 7), null);
}
