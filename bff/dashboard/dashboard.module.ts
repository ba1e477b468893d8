import { Module } from '@nestjs/common';
import { DASHBOARD_USE_CASES } from '../../application/dashboard/dashboard-use-cases';
import { AnalysisModule } from '../analysis/analysis.module';
import { DashboardController } from './dashboard.controller';

/** The dashboard's summary (on the analysis scope). */
@Module({
  imports: [AnalysisModule],
  controllers: [DashboardController],
  providers: [...DASHBOARD_USE_CASES],
})
export class DashboardModule {}
