import { Body, Controller, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { DeclineDocumentUseCase } from '../../application/signing/decline-document.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { GenerateSigningCodeUseCase } from '../../application/signing/generate-signing-code.use-case';
import { SignDocumentUseCase } from '../../application/signing/sign-document.use-case';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import {
  DeclineBodyDto,
  DeclineResultDto,
  GenerateCodeBodyDto,
  GenerateCodeResultDto,
  SignBodyDto,
  SignResultDto,
} from './signing.dto';
import { SigningCodeGate } from './signing-code.gate';
import { codeWasRequested, forgetCodeRequested, noteCodeRequested } from './signing-session';

const NOT_FOUND =
  'Signing is off, or the request is not one the user may see or is not a signatory of (another client’s).';
const CONFLICT =
  'The request is not awaiting this user’s signature (already signed or declined, or not theirs to sign).';

/**
 * The signing acts (spec 3 §4 "Signing", §6, §8): a code, a signature, a decline. Only a client acts,
 * as their own signatory (the BFF finds the record; the browser never names one); an adviser is refused.
 * A refused code is an answer with its §8 text and next step, not an error.
 */
@ApiTags('Signing')
@ApiSecurity('csrf')
@Controller('api/signing/requests')
export class SigningActionsController {
  constructor(
    private readonly code: GenerateSigningCodeUseCase,
    private readonly sign: SignDocumentUseCase,
    private readonly decline: DeclineDocumentUseCase,
    private readonly codeGate: SigningCodeGate,
  ) {}

  @Post(':id/code')
  @HttpCode(200)
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.documentsAndMessages })
  @ApiOperation({
    summary:
      "Ticking the terms box (or 'Send a new security code') sends a one-time code to the user's phone: outcome sent (step enterCode, the phone's last 4 digits), invalidPhone (no '+': no code is sent) or error ('We have been unable to generate your code. Please try again.').",
  })
  @ApiOkResponse({ type: GenerateCodeResultDto })
  @ApiBadRequestResponse({
    description: 'termsAccepted is not true, or an id that is not a whole number.',
    type: ErrorBodyDto,
  })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorBodyDto })
  @ApiConflictResponse({ description: CONFLICT, type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({
    description: 'More than 10 codes asked for by this client in 15 minutes (with Retry-After).',
    type: ErrorBodyDto,
  })
  async sendCode(
    @Req() req: Request,
    @Actor() user: PortalActor,
    @Param('id', ParseIntPipe) id: number,
    @Body() _body: GenerateCodeBodyDto,
  ): Promise<GenerateCodeResultDto> {
    await this.codeGate.take(user.clientId);
    const answer = unwrap(await this.code.execute(user, id));
    if (answer.outcome === 'sent') noteCodeRequested(req, id);
    return answer;
  }

  @Post(':id/sign')
  @HttpCode(200)
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.documentsAndMessages })
  @ApiOperation({
    summary:
      "Signs with the one-time code. signed: the confirmation is sent and the signatories reloaded (the item shows 'Signed'). mismatch returns to enterCode; tooManyAttempts and expired go to expiredCode offering a new code; any other platform error goes to expiredCode with its text. Before any code was sent in this session: error, 'Please request a security code first.', offering a code.",
  })
  @ApiOkResponse({ type: SignResultDto })
  @ApiBadRequestResponse({
    description: 'termsAccepted is not true, the code is empty, or an id that is not a whole number.',
    type: ErrorBodyDto,
  })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorBodyDto })
  @ApiConflictResponse({ description: CONFLICT, type: ErrorBodyDto })
  async signDocument(
    @Req() req: Request,
    @Actor() actor: PortalActor,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: SignBodyDto,
  ): Promise<SignResultDto> {
    const answer = unwrap(
      await this.sign.execute(actor, { signatureId: id, code: body.code, codeRequested: codeWasRequested(req, id) }),
    );
    if (answer.outcome === 'signed') forgetCodeRequested(req, id);
    return answer;
  }

  @Post(':id/decline')
  @HttpCode(200)
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.documentsAndMessages })
  @ApiOperation({
    summary:
      "Declines the document. declined: the confirmation is sent and the signatories reloaded (the item shows 'Declined'); error: the decline failure text.",
  })
  @ApiOkResponse({ type: DeclineResultDto })
  @ApiBadRequestResponse({ description: 'An id that is not a whole number.', type: ErrorBodyDto })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorBodyDto })
  @ApiConflictResponse({ description: CONFLICT, type: ErrorBodyDto })
  async declineDocument(
    @Req() req: Request,
    @Actor() actor: PortalActor,
    @Param('id', ParseIntPipe) id: number,
    @Body() _body: DeclineBodyDto,
  ): Promise<DeclineResultDto> {
    const answer = unwrap(await this.decline.execute(actor, id));
    forgetCodeRequested(req, id);
    return answer;
  }
}
