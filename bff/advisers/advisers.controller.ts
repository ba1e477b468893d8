import { Body, Controller, Delete, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ChooseClientUseCase } from '../../application/clients/choose-client.use-case';
import { GetPortalViewsUseCase } from '../../application/clients/get-portal-views.use-case';
import { SearchClientsUseCase } from '../../application/clients/search-clients.use-case';
import { ADVISER_ROLE } from '../../domain/access/access-level';
import { PortalPage } from '../../domain/access/page-access';
import { clientListCaption } from '../../domain/validation/client-search';
import { Access } from '../common/access.decorator';
import { newCsrfToken } from '../common/csrf.middleware';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { AuditedView } from '../portal-views/audited-view';
import { regenerateSession } from '../session/portal-session';
import { sessionView } from '../session/session-view';
import { SessionViewDto } from '../session/session.dto';
import { ChooseClientDto, ClientPageDto, ClientSearchQueryDto, PortalViewDto } from './advisers.dto';

/** The adviser client list and the client in context (spec 1 §2.9, §4.1). */
@ApiTags('Advisers')
@ApiBadRequestResponse({ description: 'Invalid search or choice.', type: ErrorBodyDto })
@Controller('api/advisers')
export class AdvisersController {
  constructor(
    private readonly search: SearchClientsUseCase,
    private readonly portalViews: GetPortalViewsUseCase,
    private readonly chooseClient: ChooseClientUseCase,
  ) {}

  @Get('clients')
  @Access({ roles: [ADVISER_ROLE], page: PortalPage.clientList })
  @ApiOperation({
    summary: "A page of the adviser's own clients (20 a page), sorted, searched, with a bookmark for the next page.",
  })
  @ApiOkResponse({ type: ClientPageDto })
  async clients(@Req() req: Request, @Query() query: ClientSearchQueryDto): Promise<ClientPageDto> {
    const page = unwrap(await this.search.execute(req.session.platform!, query));
    return { ...page, caption: clientListCaption(page.rows.length, page.hasMore) };
  }

  @Get('portal-views')
  @Access({ roles: [ADVISER_ROLE] })
  @ApiOperation({ summary: 'The portal views an adviser may choose per client (empty when the platform cannot say).' })
  @ApiOkResponse({ type: [PortalViewDto] })
  async views(@Req() req: Request): Promise<PortalViewDto[]> {
    return this.portalViews.execute(req.session.platform!);
  }

  @Post('client-in-context')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @Access({ roles: [ADVISER_ROLE] })
  @AuditedView('opened')
  @ApiOperation({
    summary:
      "Puts one of the adviser's own clients in context (a new session id); another adviser's client, or no such client, is refused with 403 'That client is not one of yours.'",
  })
  @ApiOkResponse({ type: SessionViewDto })
  async choose(@Req() req: Request, @Body() body: ChooseClientDto): Promise<SessionViewDto> {
    const client = unwrap(
      await this.chooseClient.execute(req.session.platform!, { ...body, adviserEntityId: req.session.user!.entityId }),
    );
    const keep = {
      platform: req.session.platform,
      user: req.session.user,
      timeout: req.session.timeout,
      signedInAt: req.session.signedInAt,
    };
    await regenerateSession(req);
    Object.assign(req.session, keep, { clientInContext: client, lastSeenAt: Date.now(), csrfToken: newCsrfToken() });
    return sessionView(req)!;
  }

  @Delete('client-in-context')
  @HttpCode(204)
  @ApiSecurity('csrf')
  @Access({ roles: [ADVISER_ROLE] })
  @ApiOperation({ summary: 'Clears the client in context (back to the client list), under a new session id.' })
  @ApiNoContentResponse()
  async clear(@Req() req: Request): Promise<void> {
    // Nothing to clear (the client list clears on every visit): the same id, so the page's other
    // requests sent beside this one keep their session.
    if (!req.session.clientInContext) return;
    // A new id, as on choosing: a read of the client's pages still in flight saves to the old id, which
    // is gone, so it cannot put the client back in context.
    const keep = {
      platform: req.session.platform,
      user: req.session.user,
      timeout: req.session.timeout,
      signedInAt: req.session.signedInAt,
      csrfToken: req.session.csrfToken,
    };
    await regenerateSession(req);
    Object.assign(req.session, keep, { lastSeenAt: Date.now() });
  }
}
