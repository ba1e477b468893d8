import { Controller, Get, Param, ParseIntPipe, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import type { Response } from 'express';
import {
  DownloadAttachmentUseCase,
  type DownloadedFile,
} from '../../application/messages/download-attachment.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { GetMessageUseCase } from '../../application/messages/get-message.use-case';
import { ListFoldersUseCase } from '../../application/messages/list-folders.use-case';
import { ListMessagesUseCase } from '../../application/messages/list-messages.use-case';
import { MessageCountsUseCase } from '../../application/messages/message-counts.use-case';
import { PortalPage } from '../../domain/access/page-access';
import { messageSortOrDefault } from '../../domain/messages/sort-options';
import { Access } from '../common/access.decorator';
import { ApiStreamedFileFailure } from '../common/common-error-responses';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { AuditedFile, AuditedView } from '../portal-views/audited-view';
import { AttentionCountsDto, UnreadCountDto } from './counts.dto';
import { foldersDto, messageDto } from './message-views';
import { contentDisposition, downloadType, setDownloadHeaders } from './download-headers';
import { FoldersDto, MessageDto, MessageListDto, MessageListQueryDto } from './messages.dto';
import { decodeListCursor, encodeListCursor } from './list-cursor';
import { portalError } from '../../application/errors/portal-error';
import { err } from '../../domain/shared/result';
import { answerDownloadFailure } from '../common/streamed-file';

const MESSAGES = { client: true, page: PortalPage.documentsAndMessages } as const;
/** A cursor that is not a nextCursor of the portal's. */
export const NOT_A_CURSOR = 'This is not a place in a message list: load the list again from its start.';

/** Reading messages and documents (spec 3 §2, §3, §6, §9): the signed-in client, or an adviser with the client in context. */
@ApiTags('Messages')
@Controller('api/messages')
export class MessagesReadController {
  constructor(
    private readonly folders: ListFoldersUseCase,
    private readonly list: ListMessagesUseCase,
    private readonly message: GetMessageUseCase,
    private readonly download: DownloadAttachmentUseCase,
    private readonly counts: MessageCountsUseCase,
  ) {}

  @Get('folders')
  @Access(MESSAGES)
  @ApiOperation({
    summary:
      "The folders with their unread counts ('(n)', '(20+)'), what the user may do (compose, reply, download), the related entities, document types and sort options.",
  })
  @ApiOkResponse({ type: FoldersDto })
  async getFolders(@Actor() actor: PortalActor): Promise<FoldersDto> {
    return foldersDto(unwrap(await this.folders.execute(actor)));
  }

  @Get('unread-count')
  @Access(MESSAGES)
  @ApiOperation({
    summary:
      "The top bar's unread badge: unread received messages fetched with a page of 21, shown as '(n)' or '(20+)'.",
  })
  @ApiOkResponse({ type: UnreadCountDto })
  async unread(@Actor() actor: PortalActor): Promise<UnreadCountDto> {
    return unwrap(await this.counts.unread(actor));
  }

  @Get('attention')
  @Access(MESSAGES)
  @ApiOperation({
    summary:
      "The home attention panel and 'Action required': unread important messages and documents waiting for the client's signature (soonest due first, overdue marked), with their counts.",
  })
  @ApiOkResponse({ type: AttentionCountsDto })
  async attention(@Actor() actor: PortalActor): Promise<AttentionCountsDto> {
    return unwrap(await this.counts.attention(actor));
  }

  @Get()
  @Access(MESSAGES)
  @ApiOperation({
    summary:
      "One page (20) of a folder's messages, filtered by related entity, document type and subject, in the order asked; hasMore offers 'Load more', which gives back nextCursor.",
  })
  @ApiOkResponse({ type: MessageListDto })
  @ApiNotFoundResponse({
    description: 'No such folder, or an entity whose messages the user may not see.',
    type: ErrorBodyDto,
  })
  async getList(@Actor() actor: PortalActor, @Query() q: MessageListQueryDto): Promise<MessageListDto> {
    const from = q.cursor === undefined ? undefined : decodeListCursor(q.cursor);
    if (from === null) return unwrap(err(portalError('validation', NOT_A_CURSOR)));
    const { next, ...list } = unwrap(
      await this.list.execute(actor, {
        folder: q.folder,
        entityId: q.entityId,
        sort: messageSortOrDefault(q.sort),
        docType: q.docType,
        search: q.search,
        page: q.page,
        from,
      }),
    );
    return { ...list, nextCursor: next ? encodeListCursor(next) : null };
  }

  @Get(':id')
  @Access(MESSAGES)
  @AuditedView('read')
  @ApiOperation({
    summary:
      'One message: its body sanitised on the server, its attachments, and the reply subject. Opening does not mark it read (POST :id/read does).',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ description: "No such message, or someone else's.", type: ErrorBodyDto })
  async getOne(@Actor() actor: PortalActor, @Param('id', ParseIntPipe) id: number): Promise<MessageDto> {
    return messageDto(unwrap(await this.message.execute(actor, id)));
  }

  @Get(':id/attachments/:attachmentId')
  @Access(MESSAGES)
  @AuditedView('downloaded')
  @ApiOperation({
    summary:
      'An attachment, streamed with its file name and type. Advisers are refused when preventUserDownloadingAttachment is on.',
  })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file.' })
  @ApiNotFoundResponse({ description: "No such attachment on this message, or someone else's.", type: ErrorBodyDto })
  @ApiStreamedFileFailure()
  async attachment(
    @Actor() actor: PortalActor,
    @Res({ passthrough: true }) res: Response,
    @Param('id', ParseIntPipe) id: number,
    @Param('attachmentId', ParseIntPipe) attachmentId: number,
  ) {
    return this.file(res, unwrap(await this.download.execute(actor, id, attachmentId)));
  }

  @Get(':id/document')
  @Access(MESSAGES)
  @AuditedView('downloaded')
  @ApiOperation({ summary: "A document docnote's own file, streamed, with the same rules as attachments." })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file.' })
  @ApiNotFoundResponse({
    description: "No such message, someone else's, or one without a file of its own.",
    type: ErrorBodyDto,
  })
  @ApiStreamedFileFailure()
  async document(
    @Actor() actor: PortalActor,
    @Res({ passthrough: true }) res: Response,
    @Param('id', ParseIntPipe) id: number,
  ) {
    return this.file(res, unwrap(await this.download.execute(actor, id, null)));
  }

  private file(res: Response, f: DownloadedFile): StreamableFile {
    setDownloadHeaders(res);
    const options = {
      type: downloadType(f.mimetype, f.filename),
      disposition: contentDisposition(f.filename),
      ...(f.size !== null ? { length: f.size } : {}),
    };
    return new AuditedFile(Readable.from(f.content), options, f.clientMaySee).setErrorHandler(answerDownloadFailure);
  }
}
