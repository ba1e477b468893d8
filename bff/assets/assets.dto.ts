import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import { ASSET_LOAD_PROBLEM, ASSETS_LOAD_STAGES } from '../../domain/assets/asset-display-texts';
import { CONVERSION_RATE_UNAVAILABLE } from '../../domain/money/fx-conversion';

/**
 * The balance sheet and assets reads (spec 2 §2 "Balance sheet", §3 "Asset member", §4, §5, §8).
 * Money is a number to the penny in the currency named beside it; dates are 'YYYY-MM-DD'.
 */

export const ASSET_TYPES = ['investment', 'pension', 'annuity', 'liability'] as const;
export const ASSET_VIEWS = ['managed', 'nonManaged', 'everything'] as const;

/** A member id as the query gives it: digits only, no sign, no leading zero, at most 15 digits (a safe integer). */
export const MEMBER_ID_PATTERN = /^[1-9][0-9]{0,14}$/;
export const MEMBER_ID_MESSAGE = 'memberId must be a whole number of 1 or more';

/** The id as a number when it is written plainly; anything else ('0x2711', '1e3', '10001.0', '', a repeated parameter) stays as it came, to be refused. */
const memberIdFromQuery = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && MEMBER_ID_PATTERN.test(value) ? Number(value) : value;

export class BalanceSheetQueryDto {
  @ApiPropertyOptional({
    type: String,
    pattern: MEMBER_ID_PATTERN.source,
    example: '10002',
    description:
      "The member whose assets to show (query parameter id); default the client's own. Digits only, 1 or more.",
  })
  @IsOptional()
  @Transform(memberIdFromQuery)
  @IsInt({ message: MEMBER_ID_MESSAGE })
  memberId?: number;
}

export class AssetMemberDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Amelia Hartley' }) name!: string;
  @ApiProperty({ enum: ['self', 'partner', 'other'] }) relationship!: 'self' | 'partner' | 'other';
  @ApiProperty({ example: 'GBP' }) preferredCurrency!: string;
}

export class AssetMoneyDto {
  @ApiProperty({ description: 'In the asset’s plan currency.' }) plan!: number;
  @ApiProperty({ example: 'EUR' }) planCurrency!: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'In the report (session) currency; null when no rate is available.',
  })
  report!: number | null;
}

export class AssetDto {
  @ApiProperty({ description: 'Unique within its type.' }) id!: number;
  @ApiProperty({ enum: ASSET_TYPES }) type!: (typeof ASSET_TYPES)[number];
  @ApiProperty({ example: 'Stocks and Shares ISA' }) description!: string;
  @ApiProperty({ nullable: true, type: String, description: 'The type code’s description from the ufield choices.' })
  typeDescription!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Supplier, product provider or lender.' }) provider!:
    string | null;
  @ApiProperty({ nullable: true, type: String }) policyNumber!: string | null;
  @ApiProperty({ nullable: true, type: String }) status!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'YYYY-MM-DD' }) valuationDate!: string | null;
  @ApiProperty({ description: 'Under advice: counted in the Managed view.' }) managed!: boolean;
  @ApiProperty({ description: "The member's share, above 0 and at most 100." }) percentOwned!: number;
  @ApiProperty({ type: AssetMoneyDto, description: 'The whole value (a liability’s amount owed, positive).' })
  value!: AssetMoneyDto;
  @ApiProperty({ type: AssetMoneyDto, description: 'percentOwned of value, to the penny.' }) ownedValue!: AssetMoneyDto;
  @ApiProperty({ type: [String], description: 'Owner names, for joint assets.' }) owners!: string[];
  @ApiPropertyOptional({ nullable: true, type: String, description: 'Annuity: income frequency.' }) frequency?:
    string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    description: 'Annuity income value or liability interest rate, per type.',
  })
  rate?: number | null;
  @ApiPropertyOptional({ nullable: true, type: AssetMoneyDto, description: 'Annuity: income value.' })
  income?: AssetMoneyDto | null;
}

export class AssetTypeTotalDto {
  @ApiProperty({ enum: ASSET_TYPES }) type!: string;
  @ApiProperty({ enum: ASSET_VIEWS }) view!: string;
  @ApiProperty() count!: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Sum of owned values in the report currency; null when a rate is missing.',
  })
  ownedTotal!: number | null;
  @ApiProperty({
    enum: ['rapid', 'computed'],
    description: "'rapid' when the platform's total_amount answered (version 23.5.269 or later).",
  })
  source!: string;
}

export class FxNoteDto {
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Units of the report currency per unit; null when unavailable.',
  })
  rate!: number | null;
  @ApiProperty({ nullable: true, type: String, example: '0.8612', description: '4 decimals, or null.' }) display!:
    string | null;
  @ApiProperty({ nullable: true, type: String, enum: [CONVERSION_RATE_UNAVAILABLE] }) message!: string | null;
}

export class BalanceSheetDto {
  @ApiProperty({ description: 'False when the site has switched asset viewing off; nothing else is then filled.' })
  enabled!: boolean;
  @ApiProperty({
    type: [AssetMemberDto],
    description:
      'Self, partner (only with view_partner and a login-accessible partner), others; login-accessible only.',
  })
  members!: AssetMemberDto[];
  @ApiProperty() memberId!: number;
  @ApiProperty({ type: [String], enum: ASSET_VIEWS, description: 'The views the site shows, in order.' })
  views!: string[];
  @ApiProperty({ enum: ASSET_VIEWS, description: "Default 'managed'." }) defaultView!: string;
  @ApiProperty({
    description: 'False when the under-advice custom field is absent: every asset then counts as managed.',
  })
  underAdviceFeature!: boolean;
  @ApiProperty({ example: 'GBP' }) reportCurrency!: string;
  @ApiProperty({ description: 'The multi-currency setting: the plan-currency display the toggle resets to.' })
  multiCurrency!: boolean;
  @ApiProperty({ type: [FxNoteDto], description: 'One per plan currency other than the report currency.' })
  fxRates!: FxNoteDto[];
  @ApiProperty({
    type: [AssetDto],
    description: "The member's assets after the spec 2 §5 filters, by type then value descending.",
  })
  assets!: AssetDto[];
  @ApiProperty({ type: [AssetTypeTotalDto], description: 'Per type and view.' }) totals!: AssetTypeTotalDto[];
  @ApiProperty({
    nullable: true,
    type: String,
    enum: [ASSET_LOAD_PROBLEM],
    description: 'Set when a part failed; the parts that loaded are still given.',
  })
  problem!: string | null;
  @ApiProperty({ type: [String], enum: ASSET_TYPES, description: 'The types that failed to load.' })
  failedTypes!: string[];
}

export class AssetCardDto {
  @ApiProperty({ enum: ASSET_TYPES }) type!: string;
  @ApiProperty({ example: 'Investments' }) label!: string;
  @ApiProperty() count!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Owned total in the report currency.' }) total!:
    number | null;
  @ApiProperty({ type: [String], description: 'At most 3 descriptions, by value descending.' }) items!: string[];
  @ApiProperty({ description: 'Tab index for the balance sheet link (asset=0..3).' }) tab!: number;
}

export class AssetsSummaryDto {
  @ApiProperty({ description: 'False when the site has switched asset viewing off.' }) enabled!: boolean;
  @ApiProperty({ example: 'GBP' }) currency!: string;
  @ApiProperty({
    type: [AssetCardDto],
    description: "The client's own managed assets, one card per type with data, in the default order.",
  })
  cards!: AssetCardDto[];
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Managed assets less managed liabilities, owned share, report currency.',
  })
  managedNet!: number | null;
  @ApiProperty({ nullable: true, type: String, enum: [ASSET_LOAD_PROBLEM] }) problem!: string | null;
}

export class NetWorthRowDto {
  @ApiProperty({ nullable: true, type: Number, description: 'The member; null for the household row.' }) memberId!:
    number | null;
  @ApiProperty({ example: 'Amelia Hartley' }) name!: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Owned investments, pensions and annuities; null (unknown) when one of those lists failed to load.',
  })
  assets!: number | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Owned liabilities, positive; null (unknown) when the liabilities list failed to load.',
  })
  liabilities!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Assets less liabilities; null when either is unknown.' })
  netWorth!: number | null;
}

export class NetWorthDto {
  @ApiProperty({ example: 'GBP' }) currency!: string;
  @ApiProperty({ enum: ASSET_VIEWS }) view!: string;
  @ApiProperty({ type: [NetWorthRowDto], description: 'One per shown member, in member order.' })
  members!: NetWorthRowDto[];
  @ApiProperty({
    type: NetWorthRowDto,
    description:
      'Each asset once, at the shown members’ shares added together and rounded once (a joint asset is not two rounded halves); a figure is null when a list it depends on failed for any member.',
  })
  household!: NetWorthRowDto;
  @ApiProperty({
    type: [String],
    description: "Currencies left out for want of a rate ('Conversion rate unavailable').",
  })
  unconverted!: string[];
  @ApiProperty({ nullable: true, type: String, enum: [ASSET_LOAD_PROBLEM] }) problem!: string | null;
  @ApiProperty({
    type: [String],
    enum: ASSET_TYPES,
    description: 'The types whose list failed to load for any shown member; the figures that depend on them are null.',
  })
  failedTypes!: string[];
}

export class NetWorthQueryDto {
  @ApiPropertyOptional({ enum: ASSET_VIEWS, description: "Default 'everything'." })
  @IsOptional()
  @IsIn(ASSET_VIEWS)
  view?: (typeof ASSET_VIEWS)[number];
}

/** One server-sent event of GET /api/assets/load (spec 2 §4 "Assets load progress"). */
export class AssetsLoadProgressDto {
  @ApiProperty({ enum: ['settings', 'adviser', 'accounts', 'dashboard'] }) stage!: string;
  @ApiProperty({ enum: ASSETS_LOAD_STAGES.map((s) => s.label) }) label!: string;
  @ApiProperty({ enum: [5, 25, 70, 100] }) percent!: number;
}
