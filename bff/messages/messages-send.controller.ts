import { Controller, HttpCode, Param, ParseIntPipe, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiSecurity,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MarkReadUseCase } from '../../application/messages/mark-read.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { RetryAttachmentsUseCase } from '../../application/messages/retry-attachments.use-case';
import { NO_SUCH_ACCOUNT, SendMessageUseCase } from '../../application/messages/send-message.use-case';
import { portalError } from '../../application/errors/portal-error';
import { err } from '../../domain/shared/result';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { MarkReadDto } from './messages.dto';
import type { MultipartForm } from './multipart-form';
import { outgoing, SendRequest } from './send-request';
import { ComposeFormDto, ReplyFormDto, RetryFormDto, SendRefusalDto, SendResultDto } from './send.dto';

/** Clients only (spec 3 §6): advisers are read-only. */
const CLIENT_MESSAGES = { roles: [CLIENT_ROLE], client: true, page: PortalPage.documentsAndMessages };

const KEY_REUSED = ApiUnprocessableEntityResponse({
  description: 'The Idempotency-Key was already used for a different request.',
  type: ErrorBodyDto,
});

const IDEMPOTENCY = ApiHeader({
  name: 'Idempotency-Key',
  required: false,
  description:
    'Any 8 to 100 of [A-Za-z0-9_-], new per send: a repeat of the same request with the same key answers the first outcome (header Idempotent-Replayed: true) and never sends twice; the key with a different request (another send endpoint, subject, body, accounts or files) is refused with 422.',
});

const field = (form: MultipartForm, name: string): string | undefined => form.fields.get(name)?.[0];
const entityId = (form: MultipartForm): number | null => {
  const v = Number(field(form, 'entityId'));
  return Number.isInteger(v) && v > 0 ? v : null;
};
/** The linked accounts; null when any given id is not a whole number above 0 ('abc', '10001101abc'), which is refused. */
const accountIds = (form: MultipartForm): number[] | null => {
  const parts = (form.fields.get('accountIds') ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return parts.every((v) => /^[1-9][0-9]{0,14}$/.test(v)) ? parts.map(Number) : null;
};
/** A malformed account id is refused as an unknown one is: 400 with the same text. */
const NO_SUCH_ACCOUNT_REFUSAL = err(portalError('validation', NO_SUCH_ACCOUNT));

/** Marking read, composing, replying and retrying attachments (spec 3 §4, §5, §8). */
@ApiTags('Messages')
@Controller('api/messages')
export class MessagesSendController {
  constructor(
    private readonly markRead: MarkReadUseCase,
    private readonly send: SendMessageUseCase,
    private readonly retry: RetryAttachmentsUseCase,
    private readonly sending: SendRequest,
  ) {}

  @Post(':id/read')
  @HttpCode(200)
  @Access(CLIENT_MESSAGES)
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'Marks a message read for the client; the first time, the platform sends the read notice.' })
  @ApiOkResponse({ type: MarkReadDto })
  @ApiNotFoundResponse({ description: "No such message, or someone else's.", type: ErrorBodyDto })
  async read(@Actor() actor: PortalActor, @Param('id', ParseIntPipe) id: number): Promise<MarkReadDto> {
    return unwrap(await this.markRead.execute(actor, id));
  }

  @Post()
  @Access(CLIENT_MESSAGES)
  @ApiSecurity('csrf')
  @IDEMPOTENCY
  @KEY_REUSED
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ComposeFormDto })
  @ApiOperation({
    summary:
      'Sends a message: create, mark first-read, upload each attachment, notify. Any outcome but MessageFailure means the message is in Sent; failedAttachments can be retried at retryUrl.',
  })
  @ApiOkResponse({ type: SendResultDto })
  @ApiBadRequestResponse({ description: 'Subject or attachments refused (spec 3 §5 texts).', type: SendRefusalDto })
  @ApiPayloadTooLargeResponse({
    description: 'A file over 10,000,000 bytes, refused as it arrived.',
    type: SendRefusalDto,
  })
  async compose(@Req() req: Request, @Actor() user: PortalActor, @Res() res: Response): Promise<void> {
    await this.sending.handle(
      req,
      res,
      user,
      async (form) => {
        const accounts = accountIds(form);
        if (accounts === null) return NO_SUCH_ACCOUNT_REFUSAL;
        return this.send.execute(user, {
          subject: field(form, 'subject') ?? '',
          body: field(form, 'body') ?? '',
          accountIds: accounts,
          attachments: outgoing(form),
        });
      },
      () => this.send.mayCompose(user),
    );
  }

  @Post(':id/reply')
  @Access(CLIENT_MESSAGES)
  @ApiSecurity('csrf')
  @IDEMPOTENCY
  @KEY_REUSED
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ReplyFormDto })
  @ApiOperation({
    summary: "Replies to a message ('RE: ' plus its subject unless one is given), in the same sequence as compose.",
  })
  @ApiOkResponse({ type: SendResultDto })
  @ApiBadRequestResponse({ type: SendRefusalDto })
  @ApiPayloadTooLargeResponse({ type: SendRefusalDto })
  @ApiNotFoundResponse({ description: "No such message, or someone else's.", type: ErrorBodyDto })
  async reply(
    @Req() req: Request,
    @Actor() user: PortalActor,
    @Res() res: Response,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.sending.handle(
      req,
      res,
      user,
      async (form) => {
        const accounts = accountIds(form);
        if (accounts === null) return NO_SUCH_ACCOUNT_REFUSAL;
        return this.send.execute(user, {
          subject: field(form, 'subject') ?? null,
          body: field(form, 'body') ?? '',
          accountIds: accounts,
          replyTo: id,
          entityId: entityId(form),
          attachments: outgoing(form),
        });
      },
      () => this.send.mayCompose(user, id),
    );
  }

  @Post(':id/attachments')
  @Access(CLIENT_MESSAGES)
  @ApiSecurity('csrf')
  @IDEMPOTENCY
  @KEY_REUSED
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: RetryFormDto })
  @ApiOperation({
    summary:
      'Retries the attachments that failed, on the message already sent: only the files that send reported not stored (same name and size), each only until it is stored (up to 24 hours), and only by the client who sent it. No second message is created.',
  })
  @ApiOkResponse({ type: SendResultDto })
  @ApiBadRequestResponse({
    description: 'Nothing waiting for this message, or a file that is not one of those that failed.',
    type: SendRefusalDto,
  })
  @ApiNotFoundResponse({ description: "No such message, or someone else's.", type: ErrorBodyDto })
  async retryAttachments(
    @Req() req: Request,
    @Actor() user: PortalActor,
    @Res() res: Response,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.sending.handle(
      req,
      res,
      user,
      (form) => this.retry.execute(user, id, outgoing(form)),
      () => this.retry.mayRetry(user, id),
    );
  }
}
