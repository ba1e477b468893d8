import { Module } from '@nestjs/common';
import { ASSETS_USE_CASES } from '../../application/assets/assets-use-cases';
import { GetBalanceSheetUseCase } from '../../application/assets/get-balance-sheet.use-case';
import { AssetsLoadController } from './assets-load.controller';
import { AssetsSummaryController } from './assets-summary.controller';
import { BalanceSheetController } from './balance-sheet.controller';
import { NetWorthController } from './net-worth.controller';

/** The assets pages; the balance sheet is shared with exports. */
@Module({
  controllers: [BalanceSheetController, AssetsSummaryController, NetWorthController, AssetsLoadController],
  providers: [...ASSETS_USE_CASES],
  exports: [GetBalanceSheetUseCase],
})
export class AssetsModule {}
