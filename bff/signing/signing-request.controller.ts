import { Controller, Get, Param, ParseIntPipe, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { GetSignatoriesUseCase } from '../../application/signing/get-signatories.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { GetSigningContentUseCase } from '../../application/signing/get-signing-content.use-case';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ApiStreamedFileFailure } from '../common/common-error-responses';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { SignatoriesDto } from './signing.dto';
import { streamedFile } from '../common/streamed-file';

/**
 * What a document frame may do: nothing. The sandbox directive gives it an opaque origin with no
 * scripts, forms or pop-ups; only the portal's own pages may frame it.
 */
export const CONTENT_SECURITY_POLICY =
  "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** One signature request: its signatories (also the reload after sign or decline) and its document (spec 3 §2, §3, §4, §7). */
@ApiTags('Signing')
@ApiBadRequestResponse({ description: 'An id that is not a whole number.', type: ErrorBodyDto })
@Controller('api/signing/requests')
export class SigningRequestController {
  constructor(
    private readonly signatories: GetSignatoriesUseCase,
    private readonly content: GetSigningContentUseCase,
  ) {}

  @Get(':id/signatories')
  @Access({ client: true, page: PortalPage.documentsAndMessages })
  @ApiOperation({
    summary:
      "A request's signatories ('First Surname', awaiting, signed or declined), the request as it shows to the user, and where the journey starts: selectAction, or invalidPhone with its text when the user's phone has no '+'. Only the user's own phone is given, by its last 4 digits.",
  })
  @ApiOkResponse({ type: SignatoriesDto })
  @ApiNotFoundResponse({
    description: 'Signing is off, or the request is not one the user may see (another client’s).',
    type: ErrorBodyDto,
  })
  async list(@Actor() actor: PortalActor, @Param('id', ParseIntPipe) id: number): Promise<SignatoriesDto> {
    return unwrap(await this.signatories.execute(actor, id));
  }

  @Get(':id/content')
  @Access({ client: true, page: PortalPage.documentsAndMessages })
  @ApiOperation({
    summary:
      'The document to sign, read through the portal for a sandboxed frame: no script in it may run, and only the portal may frame it.',
  })
  @ApiProduces('text/html', 'application/pdf')
  @ApiOkResponse({ description: 'The document’s bytes with its type.' })
  @ApiNotFoundResponse({
    description: 'Signing is off, or the request is not one the user may see.',
    type: ErrorBodyDto,
  })
  @ApiStreamedFileFailure()
  async document(
    @Actor() actor: PortalActor,
    @Param('id', ParseIntPipe) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const doc = unwrap(await this.content.execute(actor, id));
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return streamedFile(doc.content, {
      type: doc.mimetype || 'application/octet-stream',
      disposition: `inline; filename="${asciiName(doc.filename)}"; filename*=UTF-8''${encodeURIComponent(doc.filename)}`,
      length: doc.size ?? undefined,
    });
  }
}

/** A header-safe fallback file name. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}
