import { ASSET_LOAD_PROBLEM, ASSET_TYPE_LABELS, type AssetViewKey } from '../../domain/assets/asset-display-texts';
import { inAssetView } from '../../domain/assets/asset-views';
import { amount, csvFileName, text, type CsvCell } from '../../domain/export/csv';
import { decimal, formatDecimal, roundDecimal } from '../../domain/money/decimal';
import { err, ok, type Result } from '../../domain/shared/result';
import { portalError, type PortalError } from '../errors/portal-error';
import { Injectable } from '../shared/injectable';
import { GetBalanceSheetUseCase, type BalanceSheetInput } from '../assets/get-balance-sheet.use-case';
import { linesAtHand, type CsvExport } from './csv-export';
import type { PortalActor } from '../session/portal-actor';

export const BALANCE_SHEET_COLUMNS = [
  'Asset id',
  'Type',
  'Description',
  'Kind',
  'Provider',
  'Policy number',
  'Status',
  'Managed',
  'Owners',
  '% owned',
  'Currency',
  'Value',
  'Owned value',
  'Report currency',
  'Owned value in report currency',
  'Valuation date',
] as const;

/**
 * Said when a list of the balance sheet could not be read: a download holds the whole balance sheet
 * or nothing, never a part that looks whole.
 */
export const BALANCE_SHEET_INCOMPLETE =
  'The balance sheet could not be downloaded because one or more assets could not be retrieved. Please try again.';

const pennies = (n: number | null): string | null => (n === null ? null : formatDecimal(roundDecimal(decimal(n))));

/** The balance sheet's download: one member's assets in the view asked for (default the site's default view). */
@Injectable()
export class ExportBalanceSheetUseCase {
  constructor(private readonly balanceSheet: GetBalanceSheetUseCase) {}

  async execute(
    actor: PortalActor,
    input: BalanceSheetInput & { view?: AssetViewKey },
  ): Promise<Result<CsvExport, PortalError>> {
    const got = await this.balanceSheet.execute(actor, input);
    if (!got.ok) return got;
    const sheet = got.value;
    if (sheet.problem === ASSET_LOAD_PROBLEM || sheet.failedTypes.length)
      return err(portalError('unavailable', BALANCE_SHEET_INCOMPLETE));
    const view = input.view && sheet.views.includes(input.view) ? input.view : sheet.defaultView;
    const rows = sheet.assets.filter((a) => inAssetView(a.managed, view));
    function* lines(): Iterable<readonly CsvCell[]> {
      for (const a of rows) {
        yield [
          amount(a.id),
          text(ASSET_TYPE_LABELS[a.type].singular),
          text(a.description),
          text(a.typeDescription),
          text(a.provider),
          text(a.policyNumber),
          text(a.status),
          text(a.managed ? 'Yes' : 'No'),
          text(a.owners.join('; ')),
          amount(String(a.percentOwned)),
          text(a.value.planCurrency),
          amount(pennies(a.value.plan)),
          amount(pennies(a.ownedValue.plan)),
          text(sheet.reportCurrency),
          amount(pennies(a.ownedValue.report)),
          text(a.valuationDate?.slice(0, 10) ?? null),
        ];
      }
    }
    return ok({
      fileName: csvFileName(`balance-sheet-${view}`, actor.today),
      columns: BALANCE_SHEET_COLUMNS,
      lines: linesAtHand(lines()),
    });
  }
}
