import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetDashboardSummaryUseCase } from '../../application/dashboard/get-dashboard-summary.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { DashboardQueryDto, DashboardSummaryDto } from './dashboard.dto';

/** The home dashboard (spec 2 §2 "Home dashboard", §3, §7 "Summaries"). */
@ApiTags('Dashboard')
@Controller('api/dashboard')
export class DashboardController {
  constructor(private readonly summary: GetDashboardSummaryUseCase) {}

  @Get('summary')
  @Access({ client: true, page: PortalPage.home })
  @ApiOperation({
    summary:
      "The home dashboard: the account collection's totals and each portfolio and account with value, movement, TWRR and IRR over the default or secondary time frame.",
  })
  @ApiOkResponse({ type: DashboardSummaryDto })
  @ApiBadRequestResponse({ description: "A timeframe other than 'default' or 'secondary'.", type: ErrorBodyDto })
  async get(@Actor() actor: PortalActor, @Query() query: DashboardQueryDto): Promise<DashboardSummaryDto> {
    return unwrap(await this.summary.execute(actor, { timeframe: query.timeframe, currency: query.currency }));
  }
}
