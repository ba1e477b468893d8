import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsPositive } from 'class-validator';
import {
  CONVERT_TO_ACCOUNT_CURRENCY,
  CONVERT_TO_ORIGINAL_CURRENCY,
  CURRENCY_VIEWS,
  NO_INVESTMENTS,
  NO_TRANSACTIONS_TO_DISPLAY,
  NOT_AVAILABLE,
  ORIGINAL_CURRENCY_LABEL,
  POSITION_SORT_KEYS,
} from '../../domain/analysis/investments';
import { PRICING_TYPES } from '../../domain/analysis/pricing-type';
import { ExplainQueryDto } from './analysis.dto';
import { CurrencyViewDto } from './currency-view.dto';

/** At most this many account ids in one convert list. */
const MAX_CONVERTED = 200;

/** 'ID,ID' (or repeated convert=ID) to numbers; anything unreadable stays as text for the validators to refuse. */
const idList = ({ value }: { value: unknown }): unknown => {
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return parts.map((v) => (/^\d{1,12}$/.test(v) ? Number(v) : v));
};

/** Selection and range as for explain; currency is the view here, not a currency code. */
export class InvestmentsQueryDto extends OmitType(ExplainQueryDto, ['currency'] as const) {
  @ApiPropertyOptional({
    enum: CURRENCY_VIEWS,
    default: 'preferred',
    description:
      "'preferred': every account in the client's report currency; 'original': each account in its plan currency, each position in its own quoted currency.",
  })
  @IsOptional()
  @IsIn(CURRENCY_VIEWS)
  currency?: 'original' | 'preferred';

  @ApiPropertyOptional({
    type: String,
    example: '10001101,10001106',
    description: `Account ids shown the other way: in the preferred view '${CONVERT_TO_ORIGINAL_CURRENCY}', in the original view '${CONVERT_TO_ACCOUNT_CURRENCY}'. Ids outside the selection are ignored.`,
  })
  @IsOptional()
  @Transform(idList)
  @ArrayMaxSize(MAX_CONVERTED)
  @IsInt({ each: true, message: 'convert must be a comma-separated list of account ids' })
  @IsPositive({ each: true, message: 'convert must be a comma-separated list of account ids' })
  convert?: number[];

  @ApiPropertyOptional({ enum: POSITION_SORT_KEYS, default: 'name', description: "The positions' sort column." })
  @IsOptional()
  @IsIn(POSITION_SORT_KEYS)
  sort?: (typeof POSITION_SORT_KEYS)[number];

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  direction?: 'asc' | 'desc';
}

export class InvestmentPositionDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'Security name.' }) name!: string;
  @ApiProperty({ nullable: true, type: String }) code!: string | null;
  @ApiProperty({ description: 'Currency of the money figures.' }) currency!: string;
  @ApiProperty({ description: "The security's quoted currency (GBX: pence)." }) nativeCurrency!: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: `Null when book cost is zero or the position is converted to plan currency (spec 2 §5).`,
  })
  bookCost!: number | null;
  @ApiProperty({ nullable: true, type: String, enum: [NOT_AVAILABLE] }) bookCostText!: string | null;
  @ApiProperty({ description: '4 decimals.' }) units!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Unit price in priceCurrency.' }) price!: number | null;
  @ApiProperty({
    example: 'GBX',
    description:
      "The quoted currency in the original way, and a pence price's (GBX) beside sterling figures in any way (domain/money/unit-price.ts); otherwise the position's currency.",
  })
  priceCurrency!: string;
  @ApiProperty({ nullable: true, type: Number, description: "Percent of the account's value, 2 decimals." }) weight!:
    number | null;
  @ApiProperty() marketValue!: number;
  @ApiProperty({ nullable: true, type: Number }) unrealisedGain!: number | null;
  @ApiProperty({ nullable: true, type: String, enum: [NOT_AVAILABLE] }) unrealisedGainText!: string | null;
  @ApiProperty({ nullable: true, type: Number }) annualIncome!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Percent.' }) yield!: number | null;
  @ApiProperty({ description: 'Shown in the account currency although quoted in another (spec 2 §5).' })
  convertedToPlanCurrency!: boolean;
  @ApiProperty({
    type: () => [InvestmentPositionDto],
    description: "A fund's underlying holdings; weights in percent of the account.",
  })
  subPositions!: InvestmentPositionDto[];
}

export class InvestmentAccountDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() planCurrency!: string;
  @ApiProperty() owner!: string;
  @ApiProperty() portfolioId!: number;
  @ApiProperty({ enum: ['preferred', 'original', 'account'] }) shownIn!: string;
  @ApiProperty({ description: "Currency of the account's figures." }) currency!: string;
  @ApiProperty({ description: 'In the convert list: shown the other way.' }) converted!: boolean;
  @ApiProperty({ enum: [CONVERT_TO_ORIGINAL_CURRENCY, CONVERT_TO_ACCOUNT_CURRENCY] }) menuItem!: string;
  @ApiProperty() marketValue!: number;
  @ApiProperty() unrealisedGain!: number;
  @ApiProperty() annualIncome!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Percent.' }) yield!: number | null;
  @ApiProperty({ description: 'The value in the report currency.' }) reportCurrencyValue!: number;
  @ApiProperty({ type: [InvestmentPositionDto], description: 'Sorted as asked; default security name ascending.' })
  positions!: InvestmentPositionDto[];
}

class InvestmentsRangeDto {
  @ApiProperty() preset!: string;
  @ApiProperty({ example: '1 year' }) name!: string;
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
}

class ShowInOptionsDto {
  @ApiProperty({ example: ORIGINAL_CURRENCY_LABEL }) original!: string;
  @ApiProperty({ example: 'GBP' }) preferred!: string;
}

class SortDto {
  @ApiProperty({ enum: POSITION_SORT_KEYS }) key!: string;
  @ApiProperty({ enum: ['asc', 'desc'] }) direction!: string;
}

class TotalDto {
  @ApiProperty() currency!: string;
  @ApiProperty() value!: number;
}

export class InvestmentsDto {
  @ApiProperty({ enum: CURRENCY_VIEWS }) view!: string;
  @ApiProperty({ type: CurrencyViewDto }) currencyView!: CurrencyViewDto;
  @ApiProperty() reportCurrency!: string;
  @ApiProperty({ description: "The range's end, after the hold-back." }) valuationDate!: string;
  @ApiProperty({ enum: PRICING_TYPES }) pricingType!: string;
  @ApiProperty({ type: InvestmentsRangeDto }) range!: InvestmentsRangeDto;
  @ApiProperty({
    description: 'currencyView.offered: the accounts share a plan currency other than the preferred one (spec 2 §4).',
  })
  showInToggle!: boolean;
  @ApiProperty({ type: ShowInOptionsDto }) showInOptions!: ShowInOptionsDto;
  @ApiProperty({ enum: ['expand-all-primary', 'user-toggle'] }) expandMode!: string;
  @ApiProperty({ type: SortDto }) sort!: SortDto;
  @ApiProperty({ type: [InvestmentAccountDto] }) accounts!: InvestmentAccountDto[];
  @ApiProperty({ type: TotalDto, description: "The accounts' values in the view's currency, added up." })
  total!: TotalDto;
  @ApiProperty({ nullable: true, type: String, enum: [NO_INVESTMENTS, NO_TRANSACTIONS_TO_DISPLAY] }) empty!:
    string | null;
}
