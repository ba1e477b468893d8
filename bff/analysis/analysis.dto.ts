import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsPositive, IsString, Matches, MaxLength } from 'class-validator';
import { RANGE_PRESETS } from '../../domain/analysis/date-range';
import { PAYMENT_INFORMATION_HEADING } from '../../domain/analysis/payment-information';

const RANGES = RANGE_PRESETS.map((p) => p.key);

export class ExplainQueryDto {
  @ApiPropertyOptional({
    description: 'One account id (one of account, portfolio or group; none: every visible account).',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @IsPositive()
  account?: number;

  @ApiPropertyOptional({ description: 'One portfolio id: its visible accounts.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @IsPositive()
  portfolio?: number;

  @ApiPropertyOptional({ description: 'An account group code: its visible accounts.' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  group?: string;

  @ApiPropertyOptional({ enum: RANGES, description: "A preset; default '1y', or custom when from and to are given." })
  @IsOptional()
  @IsIn(RANGES)
  range?: string;

  @ApiPropertyOptional({ description: 'Custom start, YYYY-MM-DD (or DD-MM-YYYY as typed).' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  from?: string;

  @ApiPropertyOptional({ description: 'Custom end, YYYY-MM-DD (or DD-MM-YYYY as typed).' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  to?: string;

  @ApiPropertyOptional({ description: "Report currency; default the client's preferred one.", example: 'GBP' })
  @IsOptional()
  @Matches(/^[A-Za-z]{3}$/, { message: 'currency must be a three-letter code' })
  currency?: string;
}

export class ExplainConventionsDto {
  @ApiProperty({ example: 'start-of-day' }) flowTiming!: string;
  @ApiProperty({ description: 'Whether twrr and irr are annual rates (the period is 365 days or more).' })
  annualised!: boolean;
  @ApiProperty({ example: 365 }) dayCount!: number;
  @ApiProperty() twrrMethod!: string;
  @ApiProperty() nonPositiveDenominator!: string;
  @ApiProperty() irrMethod!: string;
  @ApiProperty() annualisation!: string;
  @ApiProperty() annualiseFromDays!: number;
  @ApiProperty() fx!: string;
  @ApiProperty() moneyRounding!: string;
  @ApiProperty({ description: 'Fee-and-tax mode of the figures (spec 2 §9).' }) feesAndTaxes!: number;
  @ApiProperty({ type: [String], description: 'The conventions in words.' }) text!: readonly string[];
}

export class ExplainPeriodDto {
  @ApiProperty({ enum: RANGES }) range!: string;
  @ApiProperty({ example: '1 year' }) name!: string;
  @ApiProperty({ description: 'The start asked for, before clipping to the first transaction.' })
  requestedFrom!: string;
  @ApiProperty() requestedTo!: string;
  @ApiProperty({ description: 'Days from the opening valuation to `to`.' }) days!: number;
}

export class ExplainSelectionDto {
  @ApiProperty({ enum: ['all', 'account', 'portfolio', 'group'] }) kind!: string;
  @ApiProperty({ nullable: true, type: String }) id!: string | null;
}

export class ExplainAccountDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'USD' }) planCurrency!: string;
  @ApiProperty() portfolioId!: number;
  @ApiProperty() portfolioName!: string;
}

export class ExplainDailyValueDto {
  @ApiProperty({ example: '2026-01-02' }) date!: string;
  @ApiProperty({ description: "The day's closing value in the report currency." }) value!: number;
  @ApiProperty({ description: "The day's net external flow, positive into the selection (0 on the opening row)." })
  flow!: number;
}

export class ExplainFlowDto {
  @ApiProperty() date!: string;
  @ApiProperty({ description: 'In the report currency at the rate of its day.' }) amount!: number;
  @ApiProperty() nativeAmount!: number;
  @ApiProperty() nativeCurrency!: string;
  @ApiProperty({ description: 'Report currency per unit of the native one on that day.' }) fxRate!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The account; null on a fees_and_taxes row.' }) accountId!:
    number | null;
  @ApiProperty({
    enum: ['contribution', 'withdrawal', 'transfer_in', 'transfer_out', 'fees_and_taxes'],
    description:
      "fees_and_taxes: a day's fees and taxes moved out of the selection by the site's fee-and-tax mode (any mode but 1).",
  })
  type!: string;
}

export class ExplainSkippedDayDto {
  @ApiProperty() date!: string;
  @ApiProperty({ description: 'V_{t−1} + F_t, zero or negative.' }) openingPlusFlow!: number;
  @ApiProperty() reason!: string;
}

export class ExplainPlatformFiguresDto {
  @ApiProperty({
    nullable: true,
    type: Number,
    description: "The platform's profit-analysis TWRR for the same selection and range.",
  })
  twrr!: number | null;
  @ApiProperty({ nullable: true, type: Number }) irr!: number | null;
}

export class ExplainReconciliationDto {
  @ApiProperty({ example: '1000.00' }) openingValue!: string;
  @ApiProperty() closingValue!: string;
  @ApiProperty() netFlows!: string;
  @ApiProperty({ description: 'closing − opening − net flows, exact.' }) movement!: string;
}

export class ExplainRateDto {
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ example: '2026-01-02' }) date!: string;
  @ApiProperty({
    example: 0.846012,
    description: 'Report currency per unit of `currency`, as the platform publishes it (6 decimals).',
  })
  rate!: number;
}

export class ExplanationDto {
  @ApiProperty({ example: 'GBP' }) currency!: string;
  @ApiProperty({ description: 'First day of the period (the opening valuation is the day before).' }) from!: string;
  @ApiProperty() to!: string;
  @ApiProperty({ type: ExplainPeriodDto }) period!: ExplainPeriodDto;
  @ApiProperty({ type: ExplainSelectionDto }) selection!: ExplainSelectionDto;
  @ApiProperty({ type: ExplainConventionsDto }) conventions!: ExplainConventionsDto;
  @ApiProperty({ type: [ExplainAccountDto] }) accounts!: ExplainAccountDto[];
  @ApiProperty() openingValue!: number;
  @ApiProperty() closingValue!: number;
  @ApiProperty() movement!: number;
  @ApiProperty() netFlows!: number;
  @ApiProperty({
    type: [ExplainDailyValueDto],
    description: '[0] is the opening valuation, dated the day before `from`, flow 0.',
  })
  dailyValues!: ExplainDailyValueDto[];
  @ApiProperty({ type: [ExplainFlowDto] }) flows!: ExplainFlowDto[];
  @ApiProperty({ description: 'Π V_t / (V_{t−1} + F_t) − 1, annualised when conventions.annualised.' }) twrr!: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'XIRR over −opening, −flows, +closing; the period rate under a year.',
  })
  irr!: number | null;
  @ApiProperty({ enum: ['annualised', 'cumulative'] }) twrrBasis!: string;
  @ApiProperty({ enum: ['annualised', 'cumulative'], nullable: true, type: String }) irrBasis!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why there is no IRR.' }) irrReason!: string | null;
  @ApiProperty({ type: [ExplainSkippedDayDto] }) skippedDays!: ExplainSkippedDayDto[];
  @ApiProperty({ type: ExplainPlatformFiguresDto, description: 'What the platform itself reports, for comparison.' })
  platform!: ExplainPlatformFiguresDto;
  @ApiProperty({ type: ExplainReconciliationDto }) reconciliation!: ExplainReconciliationDto;
  @ApiProperty({
    type: [ExplainRateDto],
    description:
      "The published rates every converted value (at its day's close) and flow (at the close before its day) was converted at.",
  })
  rates!: ExplainRateDto[];
}

export class PaymentInformationQueryDto {
  @ApiPropertyOptional({ description: "One of the client's account ids; none: every account with payment details." })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @IsPositive()
  account?: number;
}

export class BpayEntryDto {
  @ApiProperty() accountId!: number;
  @ApiProperty({ description: 'BPAY biller code.' }) billerCode!: string;
  @ApiProperty({ description: 'BPAY reference number.' }) reference!: string;
}

export class BankAccountDto {
  @ApiProperty() accountId!: number;
  @ApiProperty() bank!: string;
  @ApiProperty() accountName!: string;
  @ApiProperty() bsb!: string;
  @ApiProperty() accountNumber!: string;
}

export class PaymentInformationDto {
  @ApiProperty({ example: PAYMENT_INFORMATION_HEADING }) heading!: string;
  @ApiProperty({ type: [String], description: 'The BPAY and bank-transfer notes, for what is listed.' })
  notes!: string[];
  @ApiProperty({ type: [BpayEntryDto] }) bpay!: BpayEntryDto[];
  @ApiProperty({ type: [BankAccountDto] }) bankAccounts!: BankAccountDto[];
  @ApiProperty({
    nullable: true,
    type: String,
    description: "'No payment method available yet.' when nothing is listed.",
  })
  empty!: string | null;
}
