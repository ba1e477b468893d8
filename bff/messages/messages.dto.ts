import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { FOLDER_TYPES, NO_MESSAGES_FOR_SELECTION } from '../../domain/messages/folders';
import { MESSAGE_PAGE_SIZE } from '../../domain/messages/message-limits';
import { DEFAULT_MESSAGE_SORT, MESSAGE_SORT_LABELS, MESSAGE_SORT_OPTIONS } from '../../domain/messages/sort-options';
import { MAX_LIST_PAGE } from '../../application/messages/list-position';
import { MAX_CURSOR_LENGTH } from './list-cursor';
import { DOWNLOAD_VIA_XPLAN } from '../../domain/messages/messages-settings';
import { EMPTY_SIGNING_LIST_TEXT } from '../../domain/signing/signing-texts';

/**
 * The documents and messages page (spec 3 §2 "Documents and messages page", §3 "Document or message", "Folder",
 * "Document type", "Filters", §6, §9).
 */

/** The deepest page asked for: 20,000 messages. */
export const MAX_MESSAGE_PAGE = MAX_LIST_PAGE;

export class FolderDto {
  @ApiProperty({
    example: 'inbox',
    description: 'The name lower-cased with spaces turned into hyphens (spec 3 §2); pass as folder.',
  })
  id!: string;
  @ApiProperty({ example: 'Inbox' }) name!: string;
  @ApiProperty({ enum: FOLDER_TYPES }) type!: (typeof FOLDER_TYPES)[number];
  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      "Unread messages in the folder (counted up to 21); null for an adviser (unread counts are the client's, spec 3 §6).",
  })
  unreadCount!: number | null;
  @ApiProperty({ example: '(3)', description: "'(n)', '(20+)' above 20, '' for none (spec 3 §6)." })
  unreadDisplay!: string;
}

export class RelatedEntityDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Hartley Family Trust' }) name!: string;
}

export class DocumentTypeDto {
  @ApiProperty({ example: 'Secure Message' }) code!: string;
  @ApiProperty({ example: 'Secure Message' }) name!: string;
}

export class SortOptionDto {
  @ApiProperty({ enum: MESSAGE_SORT_OPTIONS }) value!: string;
  @ApiProperty({ example: MESSAGE_SORT_LABELS[DEFAULT_MESSAGE_SORT] }) label!: string;
}

export class FoldersDto {
  @ApiProperty({
    type: [FolderDto],
    description:
      'Inbox, Important, Sent (clients; unless one-way messaging hides it), To be signed (clients, when digital signatures are on), custom folders.',
  })
  folders!: FolderDto[];
  @ApiProperty({ description: 'One-way messaging: no compose or reply.' }) oneWayMessaging!: boolean;
  @ApiProperty() digitalSignaturesEnabled!: boolean;
  @ApiProperty({ description: 'A client, with one-way messaging off.' }) canCompose!: boolean;
  @ApiProperty({ description: 'Same as canCompose.' }) canReply!: boolean;
  @ApiProperty({ description: 'False for an adviser when preventUserDownloadingAttachment is on.' })
  canDownloadAttachments!: boolean;
  @ApiProperty({ nullable: true, type: String, enum: [DOWNLOAD_VIA_XPLAN, null] }) downloadNote!: string | null;
  @ApiProperty({ description: 'The adviser view: read status and adviser-only markers are shown.' })
  adviserView!: boolean;
  @ApiProperty({ description: "'Show messages for' is offered (enableRelatedEntities and capabilities)." })
  relatedEntitiesEnabled!: boolean;
  @ApiProperty({ type: [RelatedEntityDto] }) relatedEntities!: RelatedEntityDto[];
  @ApiProperty({ description: 'The document-type filter is shown.' }) documentTypeFilterEnabled!: boolean;
  @ApiProperty({ type: [DocumentTypeDto] }) documentTypes!: DocumentTypeDto[];
  @ApiProperty({ type: [SortOptionDto] }) sortOptions!: SortOptionDto[];
  @ApiProperty({ enum: MESSAGE_SORT_OPTIONS, example: DEFAULT_MESSAGE_SORT }) defaultSort!: string;
}

export class MessageListQueryDto {
  @ApiPropertyOptional({
    example: 'inbox',
    description: 'A folder id from GET /api/messages/folders; default the inbox.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  folder?: string;

  @ApiPropertyOptional({ description: "A related entity's id ('Show messages for')." })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  entityId?: number;

  @ApiPropertyOptional({ enum: MESSAGE_SORT_OPTIONS, default: DEFAULT_MESSAGE_SORT })
  @IsOptional()
  @IsIn(MESSAGE_SORT_OPTIONS)
  sort?: string;

  @ApiPropertyOptional({ description: "A document type code; 'All' or absent for every type." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  docType?: string;

  @ApiPropertyOptional({ description: 'Subject search (contains).' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  search?: string;

  @ApiPropertyOptional({
    default: 1,
    description: `Page number; ${MESSAGE_PAGE_SIZE} a page. A page beyond the first is found by reading the pages before it: 'Load more' gives the last answer's nextCursor instead.`,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_MESSAGE_PAGE)
  page?: number;

  @ApiPropertyOptional({
    description:
      "'Load more': the last page's nextCursor, with the same folder, filters and sort; the page number is then ignored. A text that is not a cursor of this list is a 400.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_CURSOR_LENGTH)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'cursor must be a nextCursor of this list' })
  cursor?: string;
}

export class MessageSummaryDto {
  @ApiProperty() id!: number;
  @ApiProperty() subject!: string;
  @ApiProperty({ example: '2026-03-14T09:30:00.000Z', description: 'ISO date-time.' }) createdDate!: string;
  @ApiProperty({ nullable: true, type: String, example: '2026-03-10', description: "'YYYY-MM-DD'." }) referenceDate!:
    string | null;
  @ApiProperty({ description: 'Read by the client (first read recorded).' }) read!: boolean;
  @ApiProperty() important!: boolean;
  @ApiProperty({ nullable: true, type: String, example: 'Secure Message' }) documentType!: string | null;
  @ApiProperty({ description: 'Sent by the client (Client Initiated).' }) clientInitiated!: boolean;
  @ApiProperty({ description: 'Adviser view marker: not accessible to the client.' }) adviserOnly!: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'The document file name, for the file-type icon.' })
  filename!: string | null;
  @ApiProperty({ type: [Number], description: 'Related entity ids.' }) entityIds!: number[];
}

export class MessageListDto {
  @ApiProperty({ type: [MessageSummaryDto] }) items!: MessageSummaryDto[];
  @ApiProperty() page!: number;
  @ApiProperty({ example: MESSAGE_PAGE_SIZE }) pageSize!: number;
  @ApiProperty({ description: "Whether more follow ('Load more')." }) hasMore!: boolean;
  @ApiProperty({
    nullable: true,
    type: String,
    description: "Where the next page starts: pass it as cursor for 'Load more'; null at the end of the list.",
  })
  nextCursor!: string | null;
  @ApiProperty({ nullable: true, type: String, enum: [NO_MESSAGES_FOR_SELECTION, EMPTY_SIGNING_LIST_TEXT, null] })
  empty!: string | null;
}

export class AttachmentDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'statement.pdf' }) filename!: string;
  @ApiProperty({ nullable: true, type: String, description: 'ISO date-time.' }) createdDate!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'application/pdf' }) mimetype!: string | null;
  @ApiProperty({ enum: ['image', 'pdf', 'spreadsheet', 'word', 'other'], description: 'The file icon (spec 3 §2).' })
  icon!: string;
  @ApiProperty({ description: 'GET this path to download (streamed).', example: '/api/messages/12/attachments/3' })
  downloadUrl!: string;
}

export class MessageDto extends MessageSummaryDto {
  @ApiProperty({
    description:
      'HTML sanitised on the server: an allow-list keeping img with data:, http: and https: sources; no scripts or event handlers.',
  })
  body!: string;
  @ApiProperty({ type: [AttachmentDto] }) attachments!: AttachmentDto[];
  @ApiProperty({ description: 'A client may reply (client, one-way messaging off, not a message they sent).' })
  canReply!: boolean;
  @ApiProperty({ example: 'RE: Your annual review', description: "'RE: ' plus the subject, cut to 255." })
  replySubject!: string;
  @ApiProperty({ type: [Number], description: 'The accounts the message is linked to; a reply starts with them.' })
  accountIds!: number[];
}

export class LinkableAccountDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Amelia ISA' }) description!: string;
  @ApiProperty({ nullable: true, type: String, example: 'EXT-10001101' }) externalId!: string | null;
}

export class LinkableAccountsDto {
  @ApiProperty({
    description:
      "The client may view the portfolio (view_portfolio): linked accounts are referenced as 'Ref: description - external id'.",
  })
  mayLink!: boolean;
  @ApiProperty({ type: [LinkableAccountDto], description: "The client's own accounts; empty when mayLink is false." })
  accounts!: LinkableAccountDto[];
}

export class MarkReadDto {
  @ApiProperty() id!: number;
  @ApiProperty() read!: boolean;
  @ApiProperty({ description: 'A read notice was sent (only on the first read).' }) readNoticeSent!: boolean;
}

export class PendingAttachmentDto {
  @ApiProperty({ example: 'statement.pdf' }) filename!: string;
  @ApiProperty({ example: 20480, description: 'Bytes: a retry must send a file of this name and size.' }) size!: number;
}

export class PendingAttachmentsDto {
  @ApiProperty() messageId!: number;
  @ApiProperty({
    type: [PendingAttachmentDto],
    description: 'Not stored when the message was sent; offered for a retry until stored or 24 hours pass.',
  })
  files!: PendingAttachmentDto[];
  @ApiProperty({
    nullable: true,
    type: String,
    example: '/api/messages/12/attachments',
    description: 'POST the files here; null when none wait.',
  })
  retryUrl!: string | null;
}
