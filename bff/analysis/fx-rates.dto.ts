import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, Matches } from 'class-validator';
import { FX_PRICE_FIELDS } from '../../domain/analysis/pricing-type';
import { CONVERSION_RATE_UNAVAILABLE } from '../../domain/money/fx-conversion';
import { CURRENCY_CODE_PATTERN, MAX_FX_CURRENCIES } from '../../domain/money/fx-quote';

/** 'USD,EUR' or repeated parameters, as a list. */
const asList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' || Array.isArray(value)
    ? [value]
        .flat()
        .flatMap((v) => String(v).split(','))
        .map((c) => c.trim())
    : value;

export class FxRatesQueryDto {
  @ApiProperty({
    type: String,
    description: `Comma-separated three-letter codes, at most ${MAX_FX_CURRENCIES}.`,
    example: 'USD,EUR',
  })
  @Transform(asList)
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_FX_CURRENCIES)
  @Matches(CURRENCY_CODE_PATTERN, { each: true, message: 'currencies must be three-letter codes' })
  currencies!: string[];

  @ApiPropertyOptional({ description: "The report currency; default the client's preferred one.", example: 'GBP' })
  @IsOptional()
  @Matches(CURRENCY_CODE_PATTERN, { message: 'currency must be a three-letter code' })
  currency?: string;
}

export class FxRateDto {
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'Units of the report currency per unit of this one; 1 for the report currency itself; null when unavailable.',
  })
  rate!: number | null;
  @ApiProperty({ nullable: true, type: String, example: '0.7512', description: 'The rate to 4 decimals (spec 2 §9).' })
  display!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Day of the price used.' }) date!: string | null;
  @ApiProperty({ description: 'False for the report currency itself (never converted) and for a missing rate.' })
  converted!: boolean;
  @ApiProperty({ nullable: true, type: String, enum: [CONVERSION_RATE_UNAVAILABLE] }) message!: string | null;
}

export class FxRatesDto {
  @ApiProperty({ example: 'GBP', description: 'The report currency.' }) currency!: string;
  @ApiProperty({
    enum: FX_PRICE_FIELDS,
    description: 'last_price with capability view_marketdata, otherwise prev_close_price.',
  })
  priceField!: string;
  @ApiProperty({ type: [FxRateDto], description: 'One per currency asked, in order, without repeats.' })
  rates!: FxRateDto[];
}
