import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PendingAttachmentsUseCase } from '../../application/messages/pending-attachments.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { retryUrl } from './message-views';
import { PendingAttachmentsDto } from './messages.dto';

/** A sent message's attachments that were not stored, retryable from Sent (spec 3 §8): its sender only. */
@ApiTags('Messages')
@Controller('api/messages')
export class MessagesPendingController {
  constructor(private readonly pending: PendingAttachmentsUseCase) {}

  @Get(':id/pending-attachments')
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.documentsAndMessages })
  @ApiOperation({
    summary:
      'The attachments a message the client sent is still waiting for (name and size), with the address to retry them.',
  })
  @ApiOkResponse({ type: PendingAttachmentsDto })
  @ApiForbiddenResponse({ description: 'Not a client (advisers do not send).', type: ErrorBodyDto })
  @ApiNotFoundResponse({ description: "No such message, or someone else's.", type: ErrorBodyDto })
  async get(@Actor() actor: PortalActor, @Param('id', ParseIntPipe) id: number): Promise<PendingAttachmentsDto> {
    const files = unwrap(await this.pending.execute(actor, id));
    return { messageId: id, files, retryUrl: files.length ? retryUrl(id) : null };
  }
}
