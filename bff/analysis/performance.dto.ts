import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { RANGE_PRESETS } from '../../domain/analysis/date-range';
import { ExplainQueryDto } from './analysis.dto';
import { CurrencyViewDto, ReturnPeriodDto } from './currency-view.dto';
import { RANGE_BEFORE_INCEPTION } from '../../domain/analysis/custom-range';

const RANGES = RANGE_PRESETS.map((p) => p.key);

/** The same selection and range as the explain endpoint; currency is the 'Show in' choice or, as for explain, a code. */
export class PerformanceQueryDto extends OmitType(ExplainQueryDto, ['currency'] as const) {
  @ApiPropertyOptional({
    description: "'preferred' (default) or 'original' (spec 2 §4, the one rule of every view), or a three-letter code.",
    example: 'original',
  })
  @IsOptional()
  @Matches(/^([A-Za-z]{3}|original|preferred)$/, {
    message: "currency must be 'original', 'preferred' or a three-letter code",
  })
  currency?: string;
}

export class PerformanceRangeDto {
  @ApiProperty({ enum: RANGES }) key!: string;
  @ApiProperty({ example: '1 year' }) name!: string;
  @ApiProperty({ example: '2025-11-23' }) from!: string;
  @ApiProperty({ example: '2026-11-23' }) to!: string;
}

export class PerformanceHeroDto {
  @ApiProperty({ description: "The closing value in the view's currency." }) value!: number;
  @ApiProperty({ description: 'closing − opening − net flows.' }) movement!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'As a fraction; annualised for 365 days or more.' }) twrr!:
    number | null;
  @ApiProperty({ nullable: true, type: Number }) irr!: number | null;
  @ApiProperty({ nullable: true, type: ReturnPeriodDto, description: 'What the returns measure.' })
  period!: ReturnPeriodDto | null;
  @ApiProperty() accountCount!: number;
  @ApiProperty({ example: 'across 3 accounts' }) acrossText!: string;
  @ApiProperty({ description: 'Plan currencies differ from the report currency.' }) multiCurrency!: boolean;
  @ApiProperty({ nullable: true, type: String, example: "Converted from USD and EUR at each day's rate" }) fxNote!:
    string | null;
}

export class PerformancePointDto {
  @ApiProperty({ example: '2026-01-31' }) date!: string;
  @ApiProperty() value!: number;
}

export class PerformanceSeriesDto {
  @ApiProperty() name!: string;
  @ApiProperty({ type: [PerformancePointDto] }) points!: PerformancePointDto[];
}

export class BeforeInceptionDto {
  @ApiProperty({ example: RANGE_BEFORE_INCEPTION }) message!: string;
}

export class BenchmarkPointDto {
  @ApiProperty() date!: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Cumulative return since the day before the start, as a fraction.',
  })
  twrr!: number | null;
}

export class PerformanceBenchmarkDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [BenchmarkPointDto] }) points!: BenchmarkPointDto[];
}

export class PerformanceOverviewDto {
  @ApiProperty({ example: 'GBP', description: 'The currency of every figure (currencyView.currency).' })
  currency!: string;
  @ApiProperty({ type: CurrencyViewDto }) currencyView!: CurrencyViewDto;
  @ApiProperty({ type: PerformanceRangeDto }) range!: PerformanceRangeDto;
  @ApiProperty({ enum: ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] }) frequency!: string;
  @ApiProperty({ type: PerformanceHeroDto }) hero!: PerformanceHeroDto;
  @ApiProperty({
    description: 'The percentage chart is offered: TWRR profit analysis and no selected account blocked.',
  })
  percentageAvailable!: boolean;
  @ApiProperty({ type: PerformanceSeriesDto, description: 'Cumulative TWRR as a fraction.' })
  percentage!: PerformanceSeriesDto;
  @ApiProperty({ type: PerformanceSeriesDto }) value!: PerformanceSeriesDto;
  @ApiProperty({ type: PerformanceSeriesDto, description: 'Net transfers / payments since the previous point.' })
  cashflow!: PerformanceSeriesDto;
  @ApiProperty({ type: BeforeInceptionDto, nullable: true }) beforeInception!: BeforeInceptionDto | null;
  @ApiProperty({ type: [PerformanceBenchmarkDto] }) benchmarks!: PerformanceBenchmarkDto[];
  @ApiProperty({ nullable: true, type: Number }) defaultBenchmarkId!: number | null;
}
