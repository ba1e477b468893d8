import { ApiProperty, ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  ACCOUNT_GROUPS_TAB_TITLE,
  ACCOUNTS_TAB_TITLE,
  ALL_PORTFOLIOS_HEADING,
  NO_ACCOUNTS_TO_VIEW,
  PORTFOLIOS_TAB_TITLE,
} from '../../domain/analysis/accounts-tab';
import { ANALYSIS_TABS } from '../../domain/analysis/analysis-tabs';
import { RANGE_PRESETS } from '../../domain/analysis/date-range';
import { PortfolioGrouping } from '../../domain/config/site-config';
import { ExplainQueryDto } from './analysis.dto';
import { CurrencyViewDto, CurrencyViewQueryDto, ReturnPeriodDto } from './currency-view.dto';

const GROUPINGS = Object.values(PortfolioGrouping);

/** Selection (account, portfolio or group) and range as for explain, the 'Show in' choice, plus the grouping. */
export class AccountsQueryDto extends IntersectionType(
  OmitType(ExplainQueryDto, ['currency'] as const),
  CurrencyViewQueryDto,
) {
  @ApiPropertyOptional({ enum: GROUPINGS, description: "Overrides the site's portfolioGrouping (default Split)." })
  @IsOptional()
  @IsIn(GROUPINGS)
  grouping?: PortfolioGrouping;
}

export class DrillDownFilterDto {
  @ApiPropertyOptional() account?: number;
  @ApiPropertyOptional() portfolio?: number;
  @ApiPropertyOptional({ description: 'Account group code.' }) group?: string;
}

export class CrumbDto {
  @ApiProperty({ example: ALL_PORTFOLIOS_HEADING }) label!: string;
  @ApiProperty({
    type: DrillDownFilterDto,
    nullable: true,
    description: 'The filter that restores this level; null clears it.',
  })
  filter!: DrillDownFilterDto | null;
}

export class AccountsTabRowDto {
  @ApiProperty({ enum: ['portfolio', 'group', 'account'] }) kind!: string;
  @ApiProperty({ description: 'Portfolio or account id as text, or the group code.' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String, description: "An account's plan currency." }) planCurrency!:
    string | null;
  @ApiProperty({
    description:
      "Current value in the view's currency; an account to the penny, a portfolio or group the exact sum of its accounts.",
  })
  value!: number;
  @ApiProperty({ description: 'Change in value over the range (closing − opening − net flows).' }) movement!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Fund performance: TWRR over the range, as a fraction.' })
  twrr!: number | null;
  @ApiProperty({ nullable: true, type: ReturnPeriodDto, description: 'What the TWRR measures.' })
  period!: ReturnPeriodDto | null;
  @ApiProperty({ type: DrillDownFilterDto, description: 'The filter a click on the row sets.' })
  filter!: DrillDownFilterDto;
  @ApiProperty({ type: () => [AccountsTabRowDto], description: "A portfolio's or group's accounts." })
  children!: AccountsTabRowDto[];
}

export class AccountsTableDto {
  @ApiProperty({ enum: ['my', 'linked', 'all'] }) key!: string;
  @ApiProperty({ nullable: true, type: String, description: "'My' (only beside a Linked table), 'Linked', or none." })
  heading!: string | null;
  @ApiProperty({ type: [AccountsTabRowDto] }) rows!: AccountsTabRowDto[];
}

export class AccountsTabInfoDto {
  @ApiProperty({ enum: [ACCOUNTS_TAB_TITLE, ACCOUNT_GROUPS_TAB_TITLE, PORTFOLIOS_TAB_TITLE] }) title!: string;
  @ApiProperty({ description: 'Hidden when exactly one account is selected with no portfolio.' }) shown!: boolean;
}

export class AnalysisTabsDto {
  @ApiProperty() accounts!: boolean;
  @ApiProperty({ description: 'The investments section is published.' }) investments!: boolean;
  @ApiProperty({ description: 'The allocation section is published and one allocation type enabled.' })
  allocation!: boolean;
  @ApiProperty({ description: 'The transactions section is published.' }) transactions!: boolean;
  @ApiProperty({
    description: 'A single account, the client-analysis toggle on and capability modelling_by_target_sets.',
  })
  investmentInstructions!: boolean;
  @ApiProperty({ description: 'A single account and the client-analysis toggle on.' }) paymentInformation!: boolean;
}

export class AccountsRangeDto {
  @ApiProperty({ enum: RANGE_PRESETS.map((p) => p.key) }) key!: string;
  @ApiProperty({ example: '1 year' }) name!: string;
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
}

export class AccountsSelectionDto {
  @ApiProperty({ enum: ['all', 'account', 'portfolio', 'group'] }) kind!: string;
  @ApiProperty({ nullable: true, type: String }) id!: string | null;
}

export class AccountsTotalsDto {
  @ApiProperty() value!: number;
  @ApiProperty() movement!: number;
  @ApiProperty() accountCount!: number;
}

export class AccountsTabDto {
  @ApiProperty({ example: ALL_PORTFOLIOS_HEADING }) heading!: string;
  @ApiProperty({ type: [CrumbDto] }) breadcrumb!: CrumbDto[];
  @ApiProperty({ enum: GROUPINGS }) grouping!: string;
  @ApiProperty({ enum: ['My', 'All'] }) groupingFilter!: string;
  @ApiProperty({ example: 'GBP', description: 'The currency of every figure (currencyView.currency).' })
  currency!: string;
  @ApiProperty({ type: CurrencyViewDto }) currencyView!: CurrencyViewDto;
  @ApiProperty({ type: AccountsRangeDto }) range!: AccountsRangeDto;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "The selection's earliest first transaction: the custom range's minimum start.",
  })
  inceptionDate!: string | null;
  @ApiProperty({ type: AccountsSelectionDto }) selection!: AccountsSelectionDto;
  @ApiProperty({ type: AccountsTabInfoDto }) accountsTab!: AccountsTabInfoDto;
  @ApiProperty({ type: AnalysisTabsDto }) tabs!: AnalysisTabsDto;
  @ApiProperty({ enum: ANALYSIS_TABS, nullable: true, type: String }) defaultTab!: string | null;
  @ApiProperty({
    type: [AccountsTableDto],
    description: 'Split: My then Linked; Consolidated and AccountGroup: one table.',
  })
  tables!: AccountsTableDto[];
  @ApiProperty({ type: AccountsTotalsDto }) totals!: AccountsTotalsDto;
  @ApiProperty({ nullable: true, type: String, enum: [NO_ACCOUNTS_TO_VIEW] }) empty!: string | null;
}
