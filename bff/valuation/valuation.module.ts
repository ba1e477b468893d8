import { Module } from '@nestjs/common';
import { VALUATION_USE_CASES } from '../../application/valuation/valuation-use-cases';
import { AnalysisModule } from '../analysis/analysis.module';
import { MessagesModule } from '../messages/messages.module';
import { SiteModule } from '../site/site.module';
import { ValuationController } from './valuation.controller';

/** Valuation reports: on the analysis scope, the feature toggles (site) and the messages context (the report files). */
@Module({
  imports: [AnalysisModule, MessagesModule, SiteModule],
  controllers: [ValuationController],
  providers: [...VALUATION_USE_CASES],
})
export class ValuationModule {}
