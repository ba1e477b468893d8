import { AnalysisScopeLoader } from './analysis-scope';
import { ExplainPerformanceUseCase } from './explain-performance.use-case';
import { GetAccountsTabUseCase } from './get-accounts-tab.use-case';
import { GetAllocationUseCase } from './get-allocation.use-case';
import { GetFxRatesUseCase } from './get-fx-rates.use-case';
import { GetInvestmentInstructionsUseCase } from './get-investment-instructions.use-case';
import { GetInvestmentsUseCase } from './get-investments.use-case';
import { GetPaymentInformationUseCase } from './get-payment-information.use-case';
import { GetPerformanceUseCase } from './get-performance.use-case';
import { ListTransactionsUseCase } from './list-transactions.use-case';

/** The analysis tabs' use cases, for the BFF's analysis module (which shares the scope loader and the investments). */
export const ANALYSIS_USE_CASES = [
  AnalysisScopeLoader,
  ExplainPerformanceUseCase,
  GetPaymentInformationUseCase,
  GetPerformanceUseCase,
  ListTransactionsUseCase,
  GetInvestmentsUseCase,
  GetAllocationUseCase,
  GetAccountsTabUseCase,
  GetInvestmentInstructionsUseCase,
  GetFxRatesUseCase,
];
