import { ApiProperty } from '@nestjs/swagger';

/** The top bar's unread badge and the home page's attention panel (spec 1 top bar and home; spec 3 §6, §9). */

export class UnreadCountDto {
  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      "Unread received messages, counted with a page of 21 (so at most 21); null for an adviser (unread counts are the client's, spec 3 §6).",
  })
  count!: number | null;
  @ApiProperty({ example: '(20+)', description: "'(n)', '(20+)' above 20, '' for none." }) display!: string;
}

export class AttentionMessageDto {
  @ApiProperty() id!: number;
  @ApiProperty() subject!: string;
  @ApiProperty({ description: 'ISO date-time.' }) createdDate!: string;
}

export class AttentionSignatureDto {
  @ApiProperty({ description: 'The digital signature request.' }) id!: number;
  @ApiProperty() subject!: string;
  @ApiProperty({ example: '2026-12-01' }) dueDate!: string;
  @ApiProperty({ description: 'Due before today.' }) overdue!: boolean;
  @ApiProperty({ nullable: true, type: Number, description: 'The docnote it came with.' }) docnoteId!: number | null;
}

export class AttentionCountsDto {
  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      "Unread messages in the important category (at most 21); null for an adviser (unread counts are the client's, spec 3 §6), whose importantMessages is empty.",
  })
  importantUnread!: number | null;
  @ApiProperty({
    description: 'Documents waiting for the client to sign (0 when digital signatures are off or for an adviser).',
  })
  toBeSigned!: number;
  @ApiProperty({
    type: [AttentionMessageDto],
    description: 'The unread important messages, newest first (at most 21).',
  })
  importantMessages!: AttentionMessageDto[];
  @ApiProperty({
    type: [AttentionSignatureDto],
    description: 'Requests waiting for the client’s signature, soonest due first.',
  })
  signatures!: AttentionSignatureDto[];
  @ApiProperty({ example: '/clients/documents-and-messages/?importantOnly=true' }) importantLink!: string;
  @ApiProperty({ example: '/clients/documents-and-messages/?toBeSigned=true' }) toBeSignedLink!: string;
}
