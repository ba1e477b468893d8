import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { AssetViewKey } from '../../domain/assets/asset-display-texts';
import { ASSET_VIEW_ORDER } from '../../domain/assets/asset-views';
import { BalanceSheetQueryDto } from '../assets/assets.dto';
import { InvestmentsQueryDto } from '../analysis/investments.dto';
import { TransactionsQueryDto } from '../analysis/transactions.dto';

const PORTAL_CONTEXT = {
  description:
    'The signed-in context the page shows (a download link sends no headers): refused with 409 context_changed when the session now has another.',
  maxLength: 100,
};

/** The Transactions tab's selection and range: every page goes in the file. */
export class TransactionsCsvQueryDto extends OmitType(TransactionsQueryDto, ['bookmark'] as const) {
  @ApiPropertyOptional(PORTAL_CONTEXT)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  portalContext?: string;
}

/** The Investments tab's selection, range, view and converted accounts, as on the tab. */
export class InvestmentsCsvQueryDto extends InvestmentsQueryDto {
  @ApiPropertyOptional(PORTAL_CONTEXT)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  portalContext?: string;
}

/** The balance sheet's member and view. */
export class BalanceSheetCsvQueryDto extends BalanceSheetQueryDto {
  @ApiPropertyOptional({ enum: ASSET_VIEW_ORDER, description: "The view shown: default the site's default view." })
  @IsOptional()
  @IsIn(ASSET_VIEW_ORDER)
  view?: AssetViewKey;

  @ApiPropertyOptional(PORTAL_CONTEXT)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  portalContext?: string;
}
