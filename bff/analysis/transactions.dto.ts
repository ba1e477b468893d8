import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  BLOCKED_ACCOUNTS_PAGE_SIZE,
  NO_TRANSACTIONS,
  VISIBLE_ACCOUNTS_PAGE_SIZE,
} from '../../application/analysis/list-transactions.use-case';
import { ExplainQueryDto } from './analysis.dto';

/** Selection (account, portfolio or group) and range as for explain, without a report currency, plus the paging bookmark. */
export class TransactionsQueryDto extends OmitType(ExplainQueryDto, ['currency'] as const) {
  @ApiPropertyOptional({
    description:
      "The nextBookmark of the previous page: an opaque token (the platform's own, with the characters of a base64 text).",
    maxLength: 200,
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/^[A-Za-z0-9+/=_-]+$/, { message: 'bookmark is not valid' })
  bookmark?: string;
}

export class TransactionRowDto {
  @ApiProperty() id!: number;
  @ApiProperty() accountId!: number;
  @ApiProperty() accountName!: string;
  @ApiProperty({ enum: ['income', 'other'] }) type!: string;
  @ApiProperty() typeDescription!: string;
  @ApiProperty({ example: '2026-01-02' }) tradeDate!: string;
  @ApiProperty({ nullable: true, type: String }) settlementDate!: string | null;
  @ApiProperty({ nullable: true, type: String }) security!: string | null;
  @ApiProperty({ nullable: true, type: String }) code!: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Null for income (spec 2 §5).' }) units!: number | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'In priceCurrency, to four places; null for income (spec 2 §5).',
  })
  pricePerUnit!: number | null;
  @ApiProperty({
    example: 'GBX',
    description:
      "The currency of pricePerUnit, the security's quoted one: a pence-priced share's price is in pence (GBX, 'p'), so units × price ÷ 100 is the gross amount in pounds.",
  })
  priceCurrency!: string;
  @ApiProperty({ description: "The account's plan currency, the currency of the amounts." }) currency!: string;
  @ApiProperty() grossAmount!: number;
  @ApiProperty() netAmount!: number;
  @ApiProperty() fee!: number;
  @ApiProperty() tax!: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Income: income − fee − tax; a sale: net amount; otherwise gross amount (spec 2 §5).',
  })
  valueAfterFeesAndTaxes!: number | null;
  @ApiProperty({ nullable: true, type: String }) comment!: string | null;
}

export class TransactionListDto {
  @ApiProperty({ type: [TransactionRowDto], description: 'Newest first.' }) rows!: TransactionRowDto[];
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Pass as bookmark for the next page; null on the last page.',
  })
  nextBookmark!: string | null;
  @ApiProperty() hasMorePages!: boolean;
  @ApiProperty({ enum: [VISIBLE_ACCOUNTS_PAGE_SIZE, BLOCKED_ACCOUNTS_PAGE_SIZE] }) pageSize!: number;
  @ApiProperty({ nullable: true, type: String, enum: [NO_TRANSACTIONS] }) empty!: string | null;
}
