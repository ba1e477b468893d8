import { amount, csvFileName, text, type CsvCell } from '../../domain/export/csv';
import { decimal, formatDecimal, roundDecimal } from '../../domain/money/decimal';
import { ok, type Result } from '../../domain/shared/result';
import type { PortalError } from '../errors/portal-error';
import { Injectable } from '../shared/injectable';
import {
  GetInvestmentsUseCase,
  type InvestmentAccount,
  type InvestmentsInput,
} from '../analysis/get-investments.use-case';
import type { InvestmentRow } from '../analysis/investment-rows';
import { linesAtHand, type CsvExport } from './csv-export';
import type { PortalActor } from '../session/portal-actor';

export const INVESTMENT_COLUMNS = [
  'Account id',
  'Account',
  'Position id',
  'Held in',
  'Security',
  'Code',
  'Units',
  'Price',
  'Price currency',
  'Currency',
  'Market value',
  'Book cost',
  'Unrealised gain',
  'Annual income',
  'Yield %',
  'Weight %',
  'Valuation date',
] as const;

/** A figure as the tab shows it, as a plain decimal with `places` decimals. */
const fixed = (n: number | null, places: number): string | null =>
  n === null ? null : formatDecimal(roundDecimal(decimal(n), places));

/** The Investments tab's download: every position (and a fund's holdings) of the selection as the tab shows it. */
@Injectable()
export class ExportInvestmentsUseCase {
  constructor(private readonly investments: GetInvestmentsUseCase) {}

  async execute(actor: PortalActor, input: InvestmentsInput): Promise<Result<CsvExport, PortalError>> {
    const got = await this.investments.execute(actor, input);
    if (!got.ok) return got;
    const { accounts, valuationDate } = got.value;
    function* lines(): Iterable<readonly CsvCell[]> {
      for (const a of accounts) for (const p of a.positions) yield* positionLines(a, p, null, valuationDate);
    }
    return ok({
      fileName: csvFileName('investments', valuationDate),
      columns: INVESTMENT_COLUMNS,
      lines: linesAtHand(lines()),
    });
  }
}

function* positionLines(
  a: InvestmentAccount,
  p: InvestmentRow,
  heldIn: string | null,
  valuationDate: string,
): Iterable<CsvCell[]> {
  yield [
    amount(a.id),
    text(a.title),
    text(p.id),
    text(heldIn),
    text(p.name),
    text(p.code),
    amount(fixed(p.units, 4)?.replace(/\.?0+$/, '') ?? null),
    amount(p.price === null ? null : String(p.price)),
    text(p.price === null ? null : p.priceCurrency),
    text(p.currency),
    amount(fixed(p.marketValue, 2)),
    amount(fixed(p.bookCost, 2)),
    amount(fixed(p.unrealisedGain, 2)),
    amount(fixed(p.annualIncome, 2)),
    amount(fixed(p.yield, 2)),
    amount(fixed(p.weight, 2)),
    text(valuationDate),
  ];
  for (const s of p.subPositions) yield* positionLines(a, s, p.name, valuationDate);
}
