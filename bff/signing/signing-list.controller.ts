import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetPendingSignaturesUseCase } from '../../application/signing/get-pending-signatures.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { GetSigningTermsUseCase } from '../../application/signing/get-signing-terms.use-case';
import { ListSigningRequestsUseCase } from '../../application/signing/list-signing-requests.use-case';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import {
  PendingSignaturesDto,
  SigningListDto,
  SigningListQueryDto,
  SigningTermsDto,
  SigningTermsQueryDto,
} from './signing.dto';
import { sanitiseTermsHtml } from './terms-html';

/** The To be signed list, the documents waiting for the user, and the signing terms (spec 3 §2, §3, §4, §7 "Digital signatures"). */
@ApiTags('Signing')
@Controller('api/signing')
export class SigningListController {
  constructor(
    private readonly list: ListSigningRequestsUseCase,
    private readonly pending: GetPendingSignaturesUseCase,
    private readonly terms: GetSigningTermsUseCase,
  ) {}

  @Get('requests')
  @Access({ client: true, page: PortalPage.documentsAndMessages })
  @ApiOperation({
    summary:
      "The client's digital signature requests (page size 100, most recently notified first; awaitingOnly asks for status 4), each with its badge, due date, whether it is overdue and whether the user may sign it now. An adviser with a client in context sees the requests the client signs, never with a right to sign.",
  })
  @ApiOkResponse({ type: SigningListDto })
  @ApiBadRequestResponse({ description: 'A malformed awaitingOnly.', type: ErrorBodyDto })
  async requests(@Actor() actor: PortalActor, @Query() query: SigningListQueryDto): Promise<SigningListDto> {
    return unwrap(await this.list.execute(actor, { awaitingOnly: query.awaitingOnly }));
  }

  @Get('pending')
  @Access({ client: true, page: PortalPage.documentsAndMessages })
  @ApiOperation({
    summary:
      "Documents to be signed, for the home attention panel and the 'Action required' panel: the spec 3 §3 pending rule (status neither 3 nor 1, with a due date), less what already shows as signed or declined to the user; soonest due first, overdue marked, each with its link.",
  })
  @ApiOkResponse({ type: PendingSignaturesDto })
  async pendingSignatures(@Actor() actor: PortalActor): Promise<PendingSignaturesDto> {
    return unwrap(await this.pending.execute(actor));
  }

  @Get('terms')
  @Access({ client: true, page: PortalPage.documentsAndMessages })
  @ApiOperation({
    summary:
      "The terms and conditions ticked before a code is sent: the request's own when it has them, else the site's; HTML sanitised on the server.",
  })
  @ApiOkResponse({ type: SigningTermsDto })
  @ApiNotFoundResponse({
    description: 'Signing is off, or the request is not one the user may see.',
    type: ErrorBodyDto,
  })
  async signingTerms(@Actor() actor: PortalActor, @Query() query: SigningTermsQueryDto): Promise<SigningTermsDto> {
    const { html } = unwrap(await this.terms.execute(actor, query.requestId ?? null));
    return { html: sanitiseTermsHtml(html) };
  }
}
