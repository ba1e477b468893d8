import { ApiProperty, IntersectionType, OmitType } from '@nestjs/swagger';
import { NO_DATA_FOR_SELECTION } from '../../application/analysis/analysis-scope';
import { ALLOCATION_TABLE_COLUMNS, ALLOCATION_TITLES, ALLOCATION_TYPES } from '../../domain/analysis/allocation';
import { ExplainQueryDto } from './analysis.dto';
import { CurrencyViewDto, CurrencyViewQueryDto } from './currency-view.dto';

/** Selection and range as for explain, and the 'Show in' choice. */
export class AllocationQueryDto extends IntersectionType(
  OmitType(ExplainQueryDto, ['currency'] as const),
  CurrencyViewQueryDto,
) {}

export class AllocationRowDto {
  @ApiProperty({ description: 'Investment.' }) investment!: string;
  @ApiProperty({ nullable: true, type: String }) code!: string | null;
  @ApiProperty() accountId!: number;
  @ApiProperty({ description: 'Account.' }) account!: string;
  @ApiProperty({ description: 'Amount: the part of the position in this group.' }) amount!: number;
  @ApiProperty({ description: "Percent of the section's total, 2 decimals." }) weight!: number;
}

export class AllocationSliceDto {
  @ApiProperty() title!: string;
  @ApiProperty() value!: number;
  @ApiProperty({ description: "Whole percent; a section's weights add up to 100." }) weight!: number;
  @ApiProperty({
    example: '<1%',
    description: "The weight as shown: '<1%' for a share that rounds to 0 but is not a true zero.",
  })
  weightLabel!: string;
}

export class AllocationGroupDto extends AllocationSliceDto {
  @ApiProperty({ type: [AllocationRowDto], description: 'Heaviest first.' }) rows!: AllocationRowDto[];
}

export class AllocationSectionDto {
  @ApiProperty({ enum: ALLOCATION_TYPES }) type!: string;
  @ApiProperty({ example: ALLOCATION_TITLES.assetClass }) title!: string;
  @ApiProperty({ enum: ['pie', 'column'] }) chart!: string;
  @ApiProperty({ description: "Equals the selection's total to the penny." }) total!: number;
  @ApiProperty({ type: [AllocationSliceDto], description: 'Heaviest first.' }) chartData!: AllocationSliceDto[];
  @ApiProperty({ type: [AllocationGroupDto], description: 'Sorted by weight descending.' })
  table!: AllocationGroupDto[];
}

class AllocationRangeDto {
  @ApiProperty() preset!: string;
  @ApiProperty({ example: '1 year' }) name!: string;
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
}

export class AllocationDto {
  @ApiProperty({ example: 'GBP', description: 'The currency of every amount (currencyView.currency).' })
  currency!: string;
  @ApiProperty({ type: CurrencyViewDto }) currencyView!: CurrencyViewDto;
  @ApiProperty({ description: "The range's end, after the hold-back." }) valuationDate!: string;
  @ApiProperty({ type: AllocationRangeDto }) range!: AllocationRangeDto;
  @ApiProperty({ description: "The selection's value." }) total!: number;
  @ApiProperty({ type: [String], example: ALLOCATION_TABLE_COLUMNS }) columns!: string[];
  @ApiProperty({ example: 0, description: 'spec 2 §9: allocation amounts show without decimals.' })
  amountDecimals!: number;
  @ApiProperty({ description: 'Panels start collapsed when more than one type shows.' }) startCollapsed!: boolean;
  @ApiProperty({
    type: [AllocationSectionDto],
    description: 'One per enabled type: Asset class, Sector, Geographic region.',
  })
  sections!: AllocationSectionDto[];
  @ApiProperty({ nullable: true, type: String, enum: [NO_DATA_FOR_SELECTION] }) empty!: string | null;
}
