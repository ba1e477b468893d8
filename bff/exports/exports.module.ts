import { Module } from '@nestjs/common';
import { EXPORTS_USE_CASES } from '../../application/exports/exports-use-cases';
import { AnalysisModule } from '../analysis/analysis.module';
import { AssetsModule } from '../assets/assets.module';
import { ExportsController } from './exports.controller';

/** The CSV downloads, on the analysis (transactions, investments) and assets (balance sheet) use cases. */
@Module({
  imports: [AnalysisModule, AssetsModule],
  controllers: [ExportsController],
  providers: [...EXPORTS_USE_CASES],
})
export class ExportsModule {}
