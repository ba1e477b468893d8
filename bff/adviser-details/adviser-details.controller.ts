import { Controller, Get, Param, ParseIntPipe, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GetAdviserDetailsUseCase } from '../../application/adviser-details/get-adviser-details.use-case';
import { GetAdviserPhotoUseCase } from '../../application/adviser-details/get-adviser-photo.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ApiStreamedFileFailure } from '../common/common-error-responses';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { AdviserDetailsDto } from './adviser-details.dto';
import { streamedFile } from '../common/streamed-file';

const ADVISER_DETAILS = { client: true, page: PortalPage.adviserDetails } as const;

/** The adviser details page (contact us) and the photo proxy (spec 3 §2, §3, §8): the signed-in client, or an adviser with the client in context. */
@ApiTags('Adviser details')
@Controller('api/adviser-details')
export class AdviserDetailsController {
  constructor(
    private readonly details: GetAdviserDetailsUseCase,
    private readonly photo: GetAdviserPhotoUseCase,
  ) {}

  @Get()
  @Access(ADVISER_DETAILS)
  @ApiOperation({
    summary:
      "The contact us page: the contact type from the site settings, the general contact card, the client's adviser cards (work phones and work e-mail only), 'Important information' links and the copyright.",
  })
  @ApiOkResponse({ type: AdviserDetailsDto })
  async get(@Actor() actor: PortalActor): Promise<AdviserDetailsDto> {
    return unwrap(await this.details.execute(actor));
  }

  @Get('advisers/:id/photo')
  @Access(ADVISER_DETAILS)
  @ApiOperation({
    summary:
      "The photo of one of the client's own advisers, fetched from the platform (its path is never shown). 404 when there is none.",
  })
  @ApiProduces('image/png', 'image/jpeg', 'image/svg+xml')
  @ApiOkResponse({ description: 'The image.' })
  @ApiNotFoundResponse({ description: "No photo, or not the client's adviser.", type: ErrorBodyDto })
  @ApiStreamedFileFailure()
  async getPhoto(
    @Actor() actor: PortalActor,
    @Res({ passthrough: true }) res: Response,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<StreamableFile> {
    const f = unwrap(await this.photo.execute(actor, id));
    res.setHeader('Cache-Control', 'private, max-age=300');
    // An SVG opened on its own must not run anything from the portal's origin.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return streamedFile(f.content, { type: f.mimetype, ...(f.size !== null ? { length: f.size } : {}) });
  }
}
