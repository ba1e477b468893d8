import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CURRENCY_VIEWS, type CurrencyView } from '../../domain/analysis/currency-view';

/** The 'Show in' choice every money read takes (spec 2 §4, domain/analysis/currency-view.ts). */
export class CurrencyViewQueryDto {
  @ApiPropertyOptional({
    enum: CURRENCY_VIEWS,
    default: 'preferred',
    description:
      "'preferred' (default): the client's preferred currency; 'original': the plan currency the selection's accounts share, when it is another (otherwise the preferred one).",
  })
  @IsOptional()
  @IsIn(CURRENCY_VIEWS)
  currency?: CurrencyView;
}

/** The one currency rule's answer for a read, the same on home, the hero and every tab. */
export class CurrencyViewDto {
  @ApiProperty({
    enum: CURRENCY_VIEWS,
    description: 'The choice in force: the one asked for when offered, else preferred.',
  })
  choice!: string;
  @ApiProperty({ example: 'GBP', description: 'The currency of every figure of the read.' }) currency!: string;
  @ApiProperty({ example: 'GBP' }) preferred!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'EUR',
    description: "The plan currency the selection's accounts share; null when several.",
  })
  original!: string | null;
  @ApiProperty({ description: "'Show in' is offered: an original currency other than the preferred one." })
  offered!: boolean;
}

/** What a return measures, for 'a year' or 'over N months'. */
export class ReturnPeriodDto {
  @ApiProperty({
    example: '2025-11-25',
    description: 'First day (from the first transaction when later than the range start).',
  })
  from!: string;
  @ApiProperty({ example: '2026-11-24' }) to!: string;
  @ApiProperty({ description: 'The return is an annual rate (365 days or more).' }) annualised!: boolean;
}
