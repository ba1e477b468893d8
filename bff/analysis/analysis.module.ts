import { Module } from '@nestjs/common';
import { AnalysisScopeLoader } from '../../application/analysis/analysis-scope';
import { ANALYSIS_USE_CASES } from '../../application/analysis/analysis-use-cases';
import { GetInvestmentsUseCase } from '../../application/analysis/get-investments.use-case';
import { AccountsController } from './accounts.controller';
import { AllocationController } from './allocation.controller';
import { AnalysisController } from './analysis.controller';
import { FxRatesController } from './fx-rates.controller';
import { InstructionsController } from './instructions.controller';
import { InvestmentsController } from './investments.controller';
import { PerformanceController } from './performance.controller';
import { TransactionsController } from './transactions.controller';

/** The analysis tabs; the scope loader (dashboard, valuation, exports) and the investments (exports) are shared. */
@Module({
  controllers: [
    AnalysisController,
    PerformanceController,
    TransactionsController,
    InvestmentsController,
    AllocationController,
    AccountsController,
    InstructionsController,
    FxRatesController,
  ],
  providers: [...ANALYSIS_USE_CASES],
  exports: [AnalysisScopeLoader, GetInvestmentsUseCase],
})
export class AnalysisModule {}
