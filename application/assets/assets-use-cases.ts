import { AssetsContextLoader } from './assets-context';
import { GetAssetsSummaryUseCase } from './get-assets-summary.use-case';
import { GetBalanceSheetUseCase } from './get-balance-sheet.use-case';
import { GetNetWorthUseCase } from './get-net-worth.use-case';
import { LoadAssetsUseCase } from './load-assets.use-case';

/** The assets area's use cases, for the BFF's assets module (which shares the balance sheet). */
export const ASSETS_USE_CASES = [
  AssetsContextLoader,
  GetBalanceSheetUseCase,
  GetAssetsSummaryUseCase,
  GetNetWorthUseCase,
  LoadAssetsUseCase,
];
