import { GetReportJobUseCase } from './get-report-job.use-case';
import { GetValuationOptionsUseCase } from './get-valuation-options.use-case';
import { ReportFileFinder } from './report-file';
import { RunValuationReportUseCase } from './run-valuation-report.use-case';
import { ValuationContextLoader } from './valuation-context';

/** The valuation report area's providers, for the BFF's valuation module. */
export const VALUATION_USE_CASES = [
  ValuationContextLoader,
  GetValuationOptionsUseCase,
  RunValuationReportUseCase,
  GetReportJobUseCase,
  ReportFileFinder,
];
