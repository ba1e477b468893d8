import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CURRENCY_VIEWS, type CurrencyView } from '../../domain/analysis/currency-view';
import { CurrencyViewDto, ReturnPeriodDto } from '../analysis/currency-view.dto';

export class DashboardQueryDto {
  @ApiPropertyOptional({
    enum: ['default', 'secondary'],
    description:
      "The dashboard's time frame: default (1 year unless the site says otherwise) or secondary (since inception unless the site says otherwise).",
  })
  @IsOptional()
  @IsIn(['default', 'secondary'])
  timeframe?: 'default' | 'secondary';

  @ApiPropertyOptional({
    enum: CURRENCY_VIEWS,
    default: 'preferred',
    description:
      "The multi-currency toggle: 'preferred' (default), or 'original' when every account shares a plan currency other than the preferred one.",
  })
  @IsOptional()
  @IsIn(CURRENCY_VIEWS)
  currency?: CurrencyView;
}

export class DashboardTimeframeDto {
  @ApiProperty({ enum: ['default', 'secondary'] }) key!: string;
  @ApiProperty({ description: "The range preset, e.g. '1y' or 'inception'." }) preset!: string;
  @ApiProperty({ description: "The range's label, e.g. '1 year'." }) name!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) from!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) to!: string;
}

export class DashboardFiguresDto {
  @ApiProperty({ description: 'Closing value in the report currency, to the penny.' }) value!: number;
  @ApiProperty({ description: 'Value movement over the range, to the penny.' }) movement!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Time-weighted return (fraction).' }) twrr!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Money-weighted return (fraction).' }) irr!: number | null;
  @ApiProperty({ nullable: true, type: ReturnPeriodDto, description: 'What the returns measure.' })
  period!: ReturnPeriodDto | null;
}

export class DashboardTotalsDto extends DashboardFiguresDto {
  @ApiProperty() accountCount!: number;
}

export class DashboardOverviewDto extends DashboardTotalsDto {
  @ApiProperty({ example: 'across 3 accounts' }) acrossText!: string;
  @ApiProperty({ description: "True when not every account's plan currency is the report currency." })
  multiCurrency!: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    example: "Converted from EUR and USD at each day's rate",
    description: 'Names the currencies converted from, as the analysis hero does; null in one currency.',
  })
  fxNote!: string | null;
}

export class DashboardAccountDto extends DashboardFiguresDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() planCurrency!: string;
  @ApiProperty({ nullable: true, type: String }) groupCode!: string | null;
  @ApiProperty({ nullable: true, type: String }) groupName!: string | null;
  @ApiProperty() blocked!: boolean;
}

export class DashboardPortfolioDto extends DashboardFiguresDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() type!: string;
  @ApiProperty({ description: 'A linked portfolio (spec 2 §6).' }) isLinked!: boolean;
  @ApiProperty({ type: [DashboardAccountDto] }) accounts!: DashboardAccountDto[];
}

export class DashboardSummaryDto {
  @ApiProperty({ enum: ['Assets', 'Portfolio'] }) level!: string;
  @ApiProperty({ type: DashboardTimeframeDto, nullable: true }) timeframe!: DashboardTimeframeDto | null;
  @ApiProperty({ nullable: true, type: String, description: 'The currency of every figure (currencyView.currency).' })
  currency!: string | null;
  @ApiProperty({ nullable: true, type: CurrencyViewDto }) currencyView!: CurrencyViewDto | null;
  @ApiProperty({ type: DashboardTotalsDto, nullable: true }) accountCollectionTotals!: DashboardTotalsDto | null;
  @ApiProperty({ type: DashboardOverviewDto, nullable: true }) overview!: DashboardOverviewDto | null;
  @ApiProperty({ enum: ['tiles', 'table'], nullable: true }) layout!: string | null;
  @ApiProperty({ type: [DashboardPortfolioDto] }) portfolios!: DashboardPortfolioDto[];
}
