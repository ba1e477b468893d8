import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetAssetsSummaryUseCase } from '../../application/assets/get-assets-summary.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { AssetsSummaryDto } from './assets.dto';

/** The home dashboard's assets summary (spec 2 §2 "Home dashboard", "Balance sheet"). */
@ApiTags('Assets')
@Controller('api/assets')
export class AssetsSummaryController {
  constructor(private readonly summary: GetAssetsSummaryUseCase) {}

  @Get('summary')
  @Access({ client: true, page: PortalPage.home })
  @ApiOperation({
    summary:
      "The client's own managed assets for the home dashboard: one card per type with data (at most 3 descriptions by value, the balance sheet tab to link to) and the managed net. The same answer as the `done` event of GET /api/assets/load, for when server-sent events are not available.",
  })
  @ApiOkResponse({ type: AssetsSummaryDto })
  async get(@Actor() actor: PortalActor): Promise<AssetsSummaryDto> {
    return unwrap(await this.summary.execute(actor));
  }
}
