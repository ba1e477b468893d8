import {
  decimal,
  formatDecimal,
  multiplyDecimals,
  subtractDecimals,
  type Decimal,
} from '../../../domain/money/decimal';
import type { AccountRecord, PortfolioRecord, TransactionRecord } from '../data/portfolio/portfolio-records';
import { securityById } from '../data/portfolio/securities';
import { grossIncome, netIncome, percentOf, totalsOf, type PositionFigures } from '../compute/valuation';
import { subPositions } from '../compute/look-through';
import type { VisibilityReason } from '../rights/portfolio-rights';
import { currencyValue, dateValue, POSITION_AMOUNT_DECIMALS, PRICE_DECIMALS } from '../http/wire';

/** Platform views of portfolio records and computed figures (fields of spec 2 §3). */

const PORTFOLIO_TYPE_LABEL = { PT_SINGLE: 'single', PT_JOINT: 'joint', PT_SHARED: 'shared' } as const;

export function portfolioView(p: PortfolioRecord, reason: VisibilityReason, ownerName: string) {
  return {
    portfolioid: p.portfolioId,
    portfolio_name: p.name,
    report_currency: p.reportCurrency,
    entityid: p.ownerEntityId,
    ptype: p.ptype,
    fullName: ownerName,
    reasonForVisibility: reason,
    sortOrder: p.sortOrder,
  };
}

const units = (d: Decimal): number => Number(formatDecimal(d, 4));

export function accountView(
  a: AccountRecord,
  p: PortfolioRecord,
  positions: readonly PositionFigures[],
  inceptionDate: string | null,
  reportCurrency: string,
  date: string,
) {
  const t = totalsOf(positions);
  return {
    accountid: a.accountId,
    description: a.description,
    name: a.name,
    portfolioid: a.portfolioId,
    portfolio_name: p.name,
    group_code: a.groupCode,
    group_name: a.groupName,
    tax_structure: a.taxStructure,
    product: a.product,
    external_account_id: a.externalAccountId,
    subfund: a.subfund,
    tax_type: a.taxType,
    tax_type_title: a.taxTypeTitle,
    service_type: a.serviceType,
    plan_currency: a.planCurrency,
    plan_currency_value: currencyValue(t.planValue, a.planCurrency),
    account_owner: a.accountOwner,
    active_date: dateValue(a.activeDate),
    inception_date: dateValue(inceptionDate),
    vendor_id: a.vendorId,
    blocked: a.blocked,
    value: currencyValue(t.value, reportCurrency),
    report_currency: reportCurrency,
    unrealised_gain: currencyValue(t.unrealisedGain, reportCurrency),
    plan_unrealised_gain: currencyValue(t.planUnrealisedGain, a.planCurrency),
    percent_gain_loss: percentOf(t.unrealisedGain, t.cost),
    annual_income_calculated: currencyValue(t.annualIncome, reportCurrency),
    gross_annual_income_calculated: currencyValue(t.grossAnnualIncome, reportCurrency),
    percent_yield_calculated: percentOf(t.annualIncome, t.value),
    gross_percent_yield_calculated: percentOf(t.grossAnnualIncome, t.value),
    native_currency: a.planCurrency,
    type: PORTFOLIO_TYPE_LABEL[p.ptype],
    valuation_date: dateValue(date),
  };
}

const amount = (d: Decimal, code: string) => currencyValue(d, code, POSITION_AMOUNT_DECIMALS);

function allocation(p: PositionFigures, parts: PositionFigures['assetClasses']) {
  return parts.map((x) => ({
    title: x.title,
    value: amount(multiplyDecimals(p.value, decimal(x.share)), p.reportCurrency),
    weight: x.share * 100,
  }));
}

/**
 * One position; `total` is the value of the whole response's selection (for weights). A fund's
 * position carries its underlying holdings as sub_positions (weights in percent of the position).
 */
export function positionView(p: PositionFigures, total: Decimal, rowId: number) {
  const subs = subPositions(p).map((s, i) => ({
    ...positionFigures(s.figures, p.value, rowId),
    position_id: `${positionId(p)}-${i + 1}`,
    security_id: null,
    code: s.code,
  }));
  return { ...positionFigures(p, total, rowId), sub_positions: subs };
}

const positionId = (p: PositionFigures): string => `${p.account.accountId}-${p.securityId ?? 'cash'}`;

function positionFigures(p: PositionFigures, total: Decimal, rowId: number) {
  return {
    position_id: positionId(p),
    row_id: rowId,
    security_id: p.securityId,
    code: p.code,
    isin: p.isin,
    description: p.description,
    accountid: p.account.accountId,
    volume: units(p.units),
    weight: percentOf(p.value, total),
    value: amount(p.value, p.reportCurrency),
    native_value: amount(p.nativeValue, p.nativeCurrency),
    plan_currency_value: amount(p.planValue, p.planCurrency),
    cost: amount(p.cost, p.reportCurrency),
    native_cost: amount(p.nativeCost, p.nativeCurrency),
    plan_currency_cost: amount(p.planCost, p.planCurrency),
    unrealised_gain: amount(subtractDecimals(p.value, p.cost), p.reportCurrency),
    native_unrealised_gain: amount(subtractDecimals(p.nativeValue, p.nativeCost), p.nativeCurrency),
    plan_currency_unrealised_gain: amount(subtractDecimals(p.planValue, p.planCost), p.planCurrency),
    percent_gain_loss: percentOf(subtractDecimals(p.value, p.cost), p.cost),
    annual_income: amount(netIncome(p), p.reportCurrency),
    gross_annual_income: amount(grossIncome(p), p.reportCurrency),
    percent_yield: p.yieldRate * (1 - p.withholdingTax) * 100,
    gross_percent_yield: p.yieldRate * 100,
    native_marketprice: currencyValue(p.nativePrice, p.nativeCurrency, PRICE_DECIMALS),
    plan_currency_marketprice: currencyValue(p.planPrice, p.planCurrency, PRICE_DECIMALS),
    native_currency: p.nativeCurrency,
    plan_currency: p.planCurrency,
    base_currency: p.reportCurrency,
    cost_base: 'average',
    asset_class_allocation: allocation(p, p.assetClasses),
    regional_allocation: allocation(p, p.regions),
    sector_name: p.sector,
    security: { price_updated: dateValue(p.priceDate), yield: p.yieldRate * 100 },
  };
}

const TRANSACTION_TYPE_DESC: Record<TransactionRecord['kind'], string> = {
  buy: 'Buy',
  sell: 'Sell',
  income: 'Income',
  fee: 'Fee',
  contribution: 'Contribution',
  withdrawal: 'Withdrawal',
  transfer_in: 'Transfer In',
  transfer_out: 'Transfer Out',
};

/** One transaction; amounts in the plan currency, price and native value in the security's currency. */
export function transactionView(t: TransactionRecord, planCurrency: string, net: Decimal, bookmark: string) {
  const s = t.securityId === null ? undefined : securityById(t.securityId);
  const nativeCurrency = s?.currency ?? planCurrency;
  const nativeValue = t.units && t.price ? multiply(t.units, t.price) : null;
  return {
    transaction_id: t.transactionId,
    type: t.kind === 'income' ? 'income' : 'other',
    transaction_type: t.kind,
    transaction_type_desc: TRANSACTION_TYPE_DESC[t.kind],
    trade_date: dateValue(t.tradeDate),
    settlement_date: dateValue(t.settlementDate),
    accountid: t.accountId,
    security_id: t.securityId,
    security_description: s?.description ?? null,
    code: s?.code ?? null,
    exchange: s?.exchange ?? null,
    security_isin: s?.isin ?? null,
    volume: t.units === null ? null : Number(t.units),
    price_per_unit: t.price === null ? null : currencyValue(t.price, nativeCurrency, PRICE_DECIMALS),
    native_currency: nativeCurrency,
    native_transaction_value: nativeValue === null ? null : currencyValue(nativeValue, nativeCurrency),
    native_income: t.kind === 'income' ? currencyValue(t.gross, planCurrency) : null,
    gross_amount: currencyValue(t.gross, planCurrency),
    net_amount: currencyValue(net, planCurrency),
    fee: currencyValue(t.fee, planCurrency),
    tax: currencyValue(t.tax, planCurrency),
    plan_currency: planCurrency,
    comment: t.comment,
    counterpart_accountid: t.counterpartAccountId,
    bookmark,
  };
}

const multiply = (a: string, b: string): string => formatDecimal(multiplyDecimals(decimal(a), decimal(b)));
