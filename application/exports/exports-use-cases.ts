import { ExportBalanceSheetUseCase } from './export-balance-sheet.use-case';
import { ExportInvestmentsUseCase } from './export-investments.use-case';
import { ExportTransactionsUseCase } from './export-transactions.use-case';

/** The CSV downloads' providers, for the BFF's exports module. */
export const EXPORTS_USE_CASES = [ExportTransactionsUseCase, ExportInvestmentsUseCase, ExportBalanceSheetUseCase];
