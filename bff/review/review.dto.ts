import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { REVIEW_HEADING } from '../../domain/review/review-pages';

/**
 * The annual review (spec 3 §2 "Annual review page", §3 "Review entities", §4 "Review", §5 "Review", §8).
 * Client role only (an adviser, with or without a client in context, is refused). Mutations need the CSRF header.
 *   GET  /api/review             -> ReviewDto (content, playback, risk profiles, partner)
 *   POST /api/review/submission  ReviewSubmissionBodyDto -> ReviewSubmissionResultDto
 */

export const REVIEW_PAGE_TYPES = [
  'reviewIntro',
  'standardQuestionPage',
  'contactDetailsQuestionPage',
  'personalDetailsQuestionPage',
  'riskProfileQuestion',
  'submission',
  'completion',
] as const;

export class ReviewPersonDto {
  @ApiProperty() entityId!: number;
  @ApiProperty({ example: 'Amelia Hartley' }) name!: string;
  @ApiProperty({ nullable: true, type: String, example: 'InProgress', description: 'The stored status key.' })
  reviewStatus!: string | null;
}

export class ReviewPlaybackRowDto {
  @ApiProperty({ example: 'preferred_email' }) fieldName!: string;
  @ApiProperty({ nullable: true, type: String, description: "null when nothing is held (shown 'None supplied')." })
  clientValue!: string | null;
  @ApiProperty({ nullable: true, type: String }) partnerValue!: string | null;
  @ApiProperty({ example: 'Email address' }) description!: string;
  @ApiProperty() enabled!: boolean;
}

export class ReviewPageDto {
  @ApiProperty({ enum: REVIEW_PAGE_TYPES }) type!: (typeof REVIEW_PAGE_TYPES)[number];
  @ApiProperty({ description: 'The page order; also the id of its response.' }) order!: number;
  @ApiProperty() heading!: string;
  @ApiPropertyOptional() text?: string;
  @ApiPropertyOptional({ description: "The introduction's partner choice; '{partner}' stands for the partner's name." })
  partnerQuestion?: string;
  @ApiPropertyOptional() question?: string;
  @ApiPropertyOptional({ type: [ReviewPlaybackRowDto] }) rows?: ReviewPlaybackRowDto[];
  @ApiPropertyOptional() changesText?: string;
  @ApiPropertyOptional() noChangesText?: string;
  @ApiPropertyOptional() successText?: string;
  @ApiPropertyOptional() errorText?: string;
  @ApiPropertyOptional() displayAdviserDetails?: boolean;
}

export class RiskProfileDto {
  @ApiProperty({ nullable: true, type: Number }) index!: number | null;
  @ApiProperty({ example: 'Balanced' }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() isEmpty!: boolean;
}

export class ReviewRiskProfilesDto {
  @ApiProperty({ type: RiskProfileDto }) client!: RiskProfileDto;
  @ApiProperty({ type: RiskProfileDto, nullable: true }) partner!: RiskProfileDto | null;
}

export class ReviewDto {
  @ApiProperty({ example: REVIEW_HEADING }) heading!: string;
  @ApiProperty({ nullable: true, type: String, example: 'InProgress' }) status!: string | null;
  @ApiProperty({ example: 'In Progress', description: 'spec 3 §3 status text.' }) statusText!: string;
  @ApiProperty() inProgress!: boolean;
  @ApiProperty({ type: ReviewPersonDto }) client!: ReviewPersonDto;
  @ApiProperty({ type: ReviewPersonDto, nullable: true, description: 'Shown only with view_partner.' })
  partner!: ReviewPersonDto | null;
  @ApiProperty({ description: "view_partner and the partner's review in progress." }) partnerAnswersOffered!: boolean;
  @ApiProperty({ description: "'Please tell us about your changes' after a Yes." })
  additionalInformationEnabled!: boolean;
  @ApiProperty({ type: [ReviewPageDto], description: 'In order.' }) pages!: ReviewPageDto[];
  @ApiProperty({ type: ReviewRiskProfilesDto }) riskProfile!: ReviewRiskProfilesDto;
}

export class ReviewAnswerDto {
  @ApiProperty({ description: "The question page's order." }) @IsInt() @Min(1) id!: number;
  @ApiProperty({ description: 'Yes (true) or No (false).' }) @IsBoolean() response!: boolean;
  @ApiPropertyOptional({
    maxLength: 2000,
    description: 'The changes, after a Yes (kept only when additional information is enabled).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  additionalText?: string;
}

export class ReviewSubmissionBodyDto {
  @ApiProperty({ type: [ReviewAnswerDto], description: "The client's answers, one per question page." })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ReviewAnswerDto)
  client!: ReviewAnswerDto[];

  @ApiPropertyOptional({
    type: [ReviewAnswerDto],
    nullable: true,
    description: "The partner's answers, when answering for them (view_partner and their review in progress).",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ReviewAnswerDto)
  partner?: ReviewAnswerDto[] | null;
}

export class ReviewPersonOutcomeDto {
  @ApiProperty() entityId!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['ChangesReported', 'NoChangesReported'] }) status!: 'ChangesReported' | 'NoChangesReported';
  @ApiProperty({ description: 'The message with the answers reached the adviser.' }) messageSent!: boolean;
  @ApiProperty({ description: 'The review status was recorded.' }) statusSet!: boolean;
  @ApiProperty({ nullable: true, type: String, description: "The platform's message when a step failed." }) error!:
    string | null;
}

export class ReviewSubmissionResultDto {
  @ApiProperty({ description: 'True only when no step carried an error.' }) success!: boolean;
  @ApiProperty({ type: [ReviewPersonOutcomeDto] }) people!: ReviewPersonOutcomeDto[];
  @ApiProperty({
    nullable: true,
    type: [String],
    description:
      "On failure: 'While submitting your response an error has occurred' and 'Please contact your adviser'.",
  })
  errorText!: string[] | null;
}

export const ROBO_ACTIONS = ['close', 'runAssessment'] as const;

export class RoboPromptBodyDto {
  @ApiProperty({
    enum: ROBO_ACTIONS,
    description: 'close: the client closed the robo prompt (declined); runAssessment: they started it (status none).',
  })
  @IsIn(ROBO_ACTIONS, { message: 'action must be close or runAssessment' })
  action!: (typeof ROBO_ACTIONS)[number];
}

export class RoboPromptResultDto {
  @ApiProperty({ example: 'declined', description: 'The robo_journey_status now stored.' }) status!: string;
}
