import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { DATE_PARAMETERS, REQUIRED_SELECTORS } from '../../domain/valuation/valuation-templates';
import { REPORT_STARTED_TEXT, REPORT_WAIT_TEXT } from '../../domain/valuation/report-job';

/**
 * The valuation report page (spec 3 §2 "Valuation report page", §3 "Valuation entities", §4, §5
 * "Dates", §6, §7 "Valuation reports", §8, §9). Dates are 'YYYY-MM-DD'. The browser never sees a
 * platform path or job URL; it polls GET /api/valuation/jobs/{id} every 3000 ms.
 *
 *   GET  /api/valuation/options       -> ValuationOptionsDto
 *   POST /api/valuation/reports       RunReportBodyDto -> RunReportResultDto (CSRF)
 *   GET  /api/valuation/jobs/{id}     -> ReportJobDto
 *   GET  /api/valuation/client-reports -> ClientReportsDto
 */

const SELECTION_KINDS = ['client', 'member', 'group', 'account', 'portfolio'] as const;
const DATE_CHOICES = ['today', 'custom'] as const;
const JOB_STATES = ['running', 'done', 'failed'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class ValuationTemplateDto {
  @ApiProperty({ example: 501 }) id!: number;
  @ApiProperty({ example: 'Portfolio snapshot' }) name!: string;
  @ApiProperty({
    enum: ['Client', 'Adviser'],
    nullable: true,
    description: 'null: the template names no user type and applies to both.',
  })
  userType!: 'Client' | 'Adviser' | null;
  @ApiProperty({ enum: REQUIRED_SELECTORS }) requiredSelector!: (typeof REQUIRED_SELECTORS)[number];
  @ApiProperty({ enum: DATE_PARAMETERS }) dateParameters!: (typeof DATE_PARAMETERS)[number];
  @ApiProperty({ description: 'Nothing to choose: the one-click snapshot.' }) oneClick!: boolean;
}

export class ValuationMemberDto {
  @ApiProperty() memberId!: number;
  @ApiProperty({
    example: 'Me',
    description: "'Me' for the client themselves; for an adviser the client in context comes first, by name.",
  })
  label!: string;
}

export class ValuationGroupDto {
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
}

export class ValuationAccountDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ nullable: true, type: String }) groupCode!: string | null;
  @ApiProperty() portfolioId!: number;
}

export class ValuationPortfolioDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
}

export class DateRangeDto {
  @ApiProperty({ example: '2025-11-25' }) from!: string;
  @ApiProperty({ example: '2026-11-25' }) to!: string;
}

export class ValuationOptionsDto {
  @ApiProperty({
    type: [ValuationTemplateDto],
    description: "The templates of the site settings for the user's type that the platform holds.",
  })
  templates!: ValuationTemplateDto[];
  @ApiProperty({
    type: [ValuationMemberDto],
    description: 'Login-accessible members of the client group (spec 3 §6 order).',
  })
  members!: ValuationMemberDto[];
  @ApiProperty({ type: [ValuationGroupDto] }) groups!: ValuationGroupDto[];
  @ApiProperty({ type: [ValuationAccountDto] }) accounts!: ValuationAccountDto[];
  @ApiProperty({ type: [ValuationPortfolioDto] }) portfolios!: ValuationPortfolioDto[];
  @ApiProperty({ example: '2026-11-25' }) today!: string;
  @ApiProperty({
    description: 'The site setting enableHoldBackPeriod: today as an end or single date becomes yesterday.',
  })
  holdBack!: boolean;
  @ApiProperty({ type: DateRangeDto, description: 'spec 3 §5: one year back.' }) defaultRange!: DateRangeDto;
}

export class RunReportBodyDto {
  @ApiProperty({ example: 501 }) @Type(() => Number) @IsInt() @Min(1) templateId!: number;
  @ApiProperty({
    enum: SELECTION_KINDS,
    description:
      "What the template's selector asks for: client (Current Client Only), member (Select Entity), group, account, portfolio.",
  })
  @IsIn(SELECTION_KINDS)
  selection!: (typeof SELECTION_KINDS)[number];
  @ApiPropertyOptional({ description: 'selection member' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  memberId?: number;
  @ApiPropertyOptional({ description: 'selection group' }) @IsOptional() @IsString() @MaxLength(100) groupCode?: string;
  @ApiPropertyOptional({ description: 'selection account' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  accountId?: number;
  @ApiPropertyOptional({ description: 'selection portfolio' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  portfolioId?: number;
  @ApiPropertyOptional({ description: 'Date Range: the start, YYYY-MM-DD.' })
  @IsOptional()
  @IsString()
  @Matches(ISO_DATE)
  from?: string;
  @ApiPropertyOptional({ description: 'Date Range: the end, YYYY-MM-DD, not before the start.' })
  @IsOptional()
  @IsString()
  @Matches(ISO_DATE)
  to?: string;
  @ApiPropertyOptional({ enum: DATE_CHOICES, description: 'Single Date: Today (default) or Custom.' })
  @IsOptional()
  @IsIn(DATE_CHOICES)
  dateChoice?: (typeof DATE_CHOICES)[number];
  @ApiPropertyOptional({ description: 'Single Date, Custom: YYYY-MM-DD.' })
  @IsOptional()
  @IsString()
  @Matches(ISO_DATE)
  date?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() sinceInception?: boolean;
}

export class RunReportResultDto {
  @ApiProperty({ description: 'Poll GET /api/valuation/jobs/{jobId} every 3000 ms.' }) jobId!: number;
  @ApiProperty({ example: REPORT_STARTED_TEXT }) message!: string;
  @ApiProperty({ example: REPORT_WAIT_TEXT }) detail!: string;
}

export class ReportJobDto {
  @ApiProperty() jobId!: number;
  @ApiProperty({
    enum: JOB_STATES,
    description:
      'running: ask again in 3000 ms; done: documentId is the new document in messages and documents; failed: stop.',
  })
  state!: (typeof JOB_STATES)[number];
  @ApiProperty({ nullable: true, type: Number }) documentId!: number | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '/api/messages/12/attachments/1201',
    description:
      "Done: GET this path for the report's file (the one-step link). null when it cannot be downloaded here: open the document in messages and documents instead.",
  })
  documentUrl!: string | null;
  @ApiProperty() message!: string;
}

export class ClientReportsDto {
  @ApiProperty({
    description: 'The use-client-reports toggle is on and a widget script is configured: the widget replaces the page.',
  })
  enabled!: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The widget script (CLIENT_REPORTS_SCRIPT_URL) when enabled.',
  })
  scriptUrl!: string | null;
}
