import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListPortalViewsUseCase } from '../../application/portal-views/list-portal-views.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { portalViewPageDto } from './portal-views.view';
import { PortalViewPageDto, PortalViewsQueryDto } from './portal-views.dto';

/** 'Who has viewed my portal': the signed-in client's own log. Advisers are refused, even with the client in context. */
@ApiTags('Portal views')
@Controller('api/portal-views')
export class PortalViewsController {
  constructor(private readonly list: ListPortalViewsUseCase) {}

  @Get()
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.portalViews })
  @ApiOperation({
    summary:
      "The advisers who opened the client's portal or read or downloaded their documents, newest first, 20 a page, over the last 13 months.",
  })
  @ApiOkResponse({ type: PortalViewPageDto })
  @ApiBadRequestResponse({ description: 'A malformed cursor.', type: ErrorBodyDto })
  async get(@Actor() actor: PortalActor, @Query() q: PortalViewsQueryDto): Promise<PortalViewPageDto> {
    return portalViewPageDto(unwrap(await this.list.execute(actor.clientId, q.before ?? null, Date.now())));
  }
}
