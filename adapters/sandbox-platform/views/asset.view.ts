import { decimal, multiplyDecimals, roundDecimal, type Decimal } from '../../../domain/money/decimal';
import { first } from '../../../domain/shared/present';
import type { AssetMoneyRecord, SandboxAsset } from '../data/assets/asset-records';
import type { ListedAsset } from '../state/asset-store';
import { currencyValue, dateValue } from '../http/wire';

/** Converts a money value into the report currency: the value times the day's rate, rounded once to the penny. */
export type ToReport = (m: AssetMoneyRecord) => Decimal;

export function toReportWith(rate: (from: string) => Decimal): ToReport {
  return (m) => roundDecimal(multiplyDecimals(decimal(m.value), rate(m.currency)));
}

const cur = (m: AssetMoneyRecord) => currencyValue(m.value, m.currency);

/**
 * One row of entity/client/{id}/asset, fund_za, annuity or liability (spec 2 §3), in the wire's
 * snake_case with Currency and Date values. nbr_under_advice is there only when the firm has the field.
 */
export function assetRowView(
  row: ListedAsset,
  reportCurrency: string,
  toReport: ToReport,
  underAdviceField: boolean,
): Record<string, unknown> {
  const a = row.asset;
  const common = {
    index: row.index,
    desc: a.description,
    type: a.typeCode,
    valuation_date: dateValue(a.valuationDate),
    owner: a.owners.find((o) => o.percent > 0)?.entityId ?? first(a.owners).entityId,
    ...(underAdviceField ? { nbr_under_advice: a.underAdvice } : {}),
  };
  const inReport = (m: AssetMoneyRecord) => currencyValue(toReport(m), reportCurrency);
  // An annuity also carries the flag under its own name (spec 2 §3 'under_advice'), with the same field.
  const annuityFlag = a.list === 'annuity' && underAdviceField ? { under_advice: a.underAdvice } : {};
  return { ...common, ...specific(a, inReport), ...annuityFlag };
}

function specific(a: SandboxAsset, inReport: (m: AssetMoneyRecord) => unknown): Record<string, unknown> {
  switch (a.list) {
    case 'asset':
      return {
        supplier: a.supplierCode,
        policy_number: a.policyNumber,
        status: a.status,
        asset_number: a.assetNumber,
        market_value: cur(a.marketValue),
        amount: cur(a.marketValue),
        amount_in_report_currency: inReport(a.marketValue),
        contribution_total: cur(a.contributionTotal),
        withdrawal_total: cur(a.withdrawalTotal),
      };
    case 'fund_za':
      return {
        product_provider: a.supplierCode,
        fund_or_policy_num: a.policyNumber,
        policy_status: a.policyStatus,
        fund_value: cur(a.fundValue),
        fund_value_in_plan_currency: cur(a.fundValue),
        fund_value_in_report_currency: inReport(a.fundValue),
        crystallised_fund: cur(a.crystallisedFund),
        uncrystallised_fund: cur(a.uncrystallisedFund),
        is_sipp_wrapper: a.isSippWrapper,
      };
    case 'annuity':
      return {
        supplier: a.supplierCode,
        policy_number: a.policyNumber,
        policy_status: a.policyStatus,
        current_value: cur(a.currentValue),
        current_value_in_report_currency: inReport(a.currentValue),
        income_value: cur(a.incomeValue),
        income_rate: a.incomeRate,
        frequency: a.frequency,
        capital_content: cur(a.capitalContent),
      };
    case 'liability':
      return {
        supplier: a.supplierCode,
        policy_number: a.policyNumber,
        status: a.status,
        package_name: a.packageName,
        rate: a.rate,
        amount: cur(a.amount),
        amount_in_report_currency: inReport(a.amount),
      };
  }
}

/** The value a list's total adds up (market_value, fund_value, current_value, amount). */
export function valueOf(a: SandboxAsset): AssetMoneyRecord {
  switch (a.list) {
    case 'asset':
      return a.marketValue;
    case 'fund_za':
      return a.fundValue;
    case 'annuity':
      return a.currentValue;
    case 'liability':
      return a.amount;
  }
}
