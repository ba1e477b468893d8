import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Equals, IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { SIGNING_BADGES } from '../../domain/signing/signing-status';
import { EMPTY_SIGNING_LIST_TEXT } from '../../domain/signing/signing-texts';

/**
 * The digital signing journey (spec 3 §2 "Digital signing", §3 "Digital signature item" and "Signatory", §4 "Signing",
 * §5 "Phone numbers" and "Others", §6, §7 "Digital signatures", §8 "Signing", §9).
 * Dates are 'YYYY-MM-DD'; times are ISO 8601. The browser never sees a platform path: the signing content is served
 * by GET /api/signing/requests/{id}/content, to be shown in a sandboxed frame.
 *
 * Endpoints (clients sign; an adviser with a client in context may view but not sign; mutations need the CSRF header):
 *   GET  /api/signing/requests?awaitingOnly=true      -> SigningListDto
 *   GET  /api/signing/pending                         -> PendingSignaturesDto (home attention panel)
 *   GET  /api/signing/terms?requestId=                -> SigningTermsDto (the request's own terms, else the site's)
 *   GET  /api/signing/requests/{id}/signatories       -> SignatoriesDto (also the signatory reload)
 *   GET  /api/signing/requests/{id}/content           -> the document bytes (CSP sandbox), for an <iframe sandbox>
 *   POST /api/signing/requests/{id}/code   GenerateCodeBodyDto -> GenerateCodeResultDto (also 'Send a new security code')
 *   POST /api/signing/requests/{id}/sign   SignBodyDto         -> SignResultDto
 *   POST /api/signing/requests/{id}/decline DeclineBodyDto     -> DeclineResultDto
 */

export const SIGNING_STATUSES = ['partSigned', 'signed', 'declined', 'pending', 'awaitingSignature'] as const;
export const SIGNING_STEPS = [
  'selectAction',
  'acceptTerms',
  'sendCode',
  'enterCode',
  'validateCode',
  'declining',
  'invalidPhone',
  'expiredCode',
] as const;
export const BADGE_TONES = ['warning', 'info', 'success', 'danger'] as const;
export const SIGNATORY_STATES = ['awaiting', 'signed', 'declined'] as const;
export const SIGN_OUTCOMES = ['signed', 'mismatch', 'tooManyAttempts', 'expired', 'error'] as const;
export const CODE_OUTCOMES = ['sent', 'invalidPhone', 'error'] as const;
export const NOTIFICATION_OUTCOMES = ['sent', 'notConfigured', 'failed'] as const;

export class SigningBadgeDto {
  @ApiProperty({ enum: BADGE_TONES }) tone!: (typeof BADGE_TONES)[number];
  @ApiProperty({
    example: SIGNING_BADGES.awaitingSignature.text,
    description: "'Pending', 'Awaiting signature', 'Part signed', 'Signed' or 'Declined'.",
  })
  text!: string;
}

export class SigningItemDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Letter of authority.pdf' }) filename!: string;
  @ApiProperty({
    example: 'Letter of Authority',
    description: 'The request’s title (its message subject), else the file name.',
  })
  title!: string;
  @ApiProperty({ nullable: true, type: String, description: 'YYYY-MM-DD' }) dueDate!: string | null;
  @ApiProperty({ description: 'The due date is before today (the day it is in the firm’s time zone, FIRM_TIME_ZONE).' })
  overdue!: boolean;
  @ApiProperty({
    description: 'The platform status: partSigned 0, signed 1, declined 2, pending 3, awaitingSignature 4.',
  })
  statusCode!: number;
  @ApiProperty({
    enum: SIGNING_STATUSES,
    description: "As displayed: 'signed' once this user has signed, even if a partner has not.",
  })
  status!: (typeof SIGNING_STATUSES)[number];
  @ApiProperty({ type: SigningBadgeDto }) badge!: SigningBadgeDto;
  @ApiProperty({ description: 'Listed as pending: status neither 3 nor 1 and a due date (§3).' }) pending!: boolean;
  @ApiProperty({ description: 'The signed-in client may sign or decline now (§4). Always false for advisers.' })
  canSign!: boolean;
  @ApiProperty({ description: 'Set after this user signed.' }) hasSigned!: boolean;
  @ApiProperty({ description: 'Set after this user declined.' }) hasDeclined!: boolean;
  @ApiProperty({
    example: '/api/signing/requests/7001/content',
    description: 'BFF address of the document, for a sandboxed frame.',
  })
  contentUrl!: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: "The message the request came with ('Please sign: …'), which links to this journey.",
  })
  docnoteId!: number | null;
}

export class SigningListQueryDto {
  @ApiPropertyOptional({ description: 'true: only items with status 4 (awaiting signature).' })
  @IsOptional()
  // Only 'true' and 'false' are booleans here: anything else is refused, not read as false.
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  awaitingOnly?: boolean;
}

export class SigningListDto {
  @ApiProperty({ description: 'False when the site has digital signatures off; items is then empty.' })
  enabled!: boolean;
  @ApiProperty({
    type: [SigningItemDto],
    description: 'Most recently notified first (page_sort -last_notified_at, page size 100).',
  })
  items!: SigningItemDto[];
  @ApiProperty({
    nullable: true,
    type: String,
    enum: [EMPTY_SIGNING_LIST_TEXT],
    description: `'${EMPTY_SIGNING_LIST_TEXT}' when the list is empty.`,
  })
  emptyText!: string | null;
}

export class SignatoryDto {
  @ApiProperty() id!: number;
  @ApiProperty() entityId!: number;
  @ApiProperty({ example: 'Amelia Hartley', description: "Stored 'Surname, First', displayed 'First Surname'." })
  name!: string;
  @ApiProperty({ enum: SIGNATORY_STATES, description: 'signing_method; null counts as awaiting.' })
  state!: (typeof SIGNATORY_STATES)[number];
  @ApiProperty({ nullable: true, type: String, description: 'ISO 8601' }) signedAt!: string | null;
  @ApiProperty() canSign!: boolean;
  @ApiProperty({ description: 'This is the signed-in client’s own record.' }) isMe!: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '•••• 4821',
    description:
      'Only for the signed-in client’s own record: the last 4 digits of the normalised phone. Never the full number.',
  })
  maskedPhone!: string | null;
  @ApiProperty({ description: "False when the phone has no '+' dial code: the journey goes to invalidPhone." })
  phoneValid!: boolean;
}

export class SignatoriesDto {
  @ApiProperty() requestId!: number;
  @ApiProperty({ type: SigningItemDto }) item!: SigningItemDto;
  @ApiProperty({ type: [SignatoryDto] }) signatories!: SignatoryDto[];
  @ApiProperty({
    enum: SIGNING_STEPS,
    description: "Where the journey starts: 'selectAction', or 'invalidPhone' when the user's phone has no '+'.",
  })
  step!: (typeof SIGNING_STEPS)[number];
  @ApiProperty({ nullable: true, type: String, description: 'The invalid-phone text when step is invalidPhone.' })
  message!: string | null;
}

export class SigningTermsQueryDto {
  @ApiPropertyOptional({ description: "A request whose own terms_and_conds to give; the site's terms otherwise." })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  requestId?: number;
}

export class SigningTermsDto {
  @ApiProperty({ description: 'The terms and conditions HTML, sanitised on the server.' }) html!: string;
}

export class GenerateCodeResultDto {
  @ApiProperty({ enum: CODE_OUTCOMES }) outcome!: (typeof CODE_OUTCOMES)[number];
  @ApiProperty({
    enum: SIGNING_STEPS,
    description: "'enterCode' when sent, 'invalidPhone' when no code could be sent, 'sendCode' on error.",
  })
  step!: (typeof SIGNING_STEPS)[number];
  @ApiProperty({ nullable: true, type: String, example: '•••• 4821' }) maskedPhone!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'A §8 text when not sent.' }) message!: string | null;
}

export class GenerateCodeBodyDto {
  @ApiProperty({ description: 'Ticking the terms box requests the code: must be true.' })
  @IsBoolean()
  @Equals(true)
  termsAccepted!: boolean;
}

export class SignBodyDto {
  @ApiProperty({ description: 'Must be true (§5 "Others").' })
  @IsBoolean()
  @Equals(true)
  termsAccepted!: boolean;

  @ApiProperty({ example: '123456', description: 'The one-time code; non-empty.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(20)
  @Matches(/\S/)
  code!: string;
}

export class DeclineBodyDto {
  @ApiPropertyOptional({ description: 'Reserved; declining carries no code.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class SignResultDto {
  @ApiProperty({ enum: SIGN_OUTCOMES }) outcome!: (typeof SIGN_OUTCOMES)[number];
  @ApiProperty({
    enum: SIGNING_STEPS,
    description: "'validateCode' when signed, 'enterCode' on mismatch, 'expiredCode' otherwise.",
  })
  step!: (typeof SIGNING_STEPS)[number];
  @ApiProperty({ nullable: true, type: String, description: 'The §8 text, or the API error text for other errors.' })
  message!: string | null;
  @ApiProperty({ description: "True when 'Send a new security code' is offered." }) offerNewCode!: boolean;
  @ApiProperty({
    enum: NOTIFICATION_OUTCOMES,
    nullable: true,
    type: String,
    description: 'The confirmation notification after success.',
  })
  notification!: (typeof NOTIFICATION_OUTCOMES)[number] | null;
  @ApiProperty({ type: SigningItemDto, nullable: true, description: 'The item after the signatory reload.' })
  item!: SigningItemDto | null;
  @ApiProperty({ type: [SignatoryDto], description: 'The reloaded signatories (empty when not signed).' })
  signatories!: SignatoryDto[];
}

export class DeclineResultDto {
  @ApiProperty({ enum: ['declined', 'error'] }) outcome!: 'declined' | 'error';
  @ApiProperty({ nullable: true, type: String, description: 'The decline failure text on error.' }) message!:
    string | null;
  @ApiProperty({ enum: NOTIFICATION_OUTCOMES, nullable: true, type: String }) notification!:
    (typeof NOTIFICATION_OUTCOMES)[number] | null;
  @ApiProperty({ type: SigningItemDto, nullable: true }) item!: SigningItemDto | null;
  @ApiProperty({ type: [SignatoryDto] }) signatories!: SignatoryDto[];
}

export class PendingSignatureDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Letter of authority.pdf' }) filename!: string;
  @ApiProperty({
    example: 'Letter of Authority',
    description: 'The request’s title (its message subject), else the file name.',
  })
  title!: string;
  @ApiProperty({ description: 'YYYY-MM-DD' }) dueDate!: string;
  @ApiProperty() overdue!: boolean;
  @ApiProperty({ example: '/clients/documents-and-messages/?toBeSigned=true' }) link!: string;
}

export class PendingSignaturesDto {
  @ApiProperty({ description: 'False when digital signatures are off.' }) enabled!: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Documents to be signed (§3 pending rule); null for an adviser, who signs nothing (items then empty), as the attention counts.',
  })
  count!: number | null;
  @ApiProperty({ type: [PendingSignatureDto], description: 'Soonest due first; overdue marked.' })
  items!: PendingSignatureDto[];
}
