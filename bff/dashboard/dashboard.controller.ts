import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { GetDashboardSummaryUseCase } from '../../application/dashboard/get-dashboard-summary.use-case';
import { PortalPage } from '../../domain/access/page-access';
import { analysisClient, todayIso } from '../analysis/analysis-client';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { DashboardQueryDto, DashboardSummaryDto } from './dashboard.dto';

/** The home dashboard (spec 2 §2 "Home dashboard", §3, §7 "Summaries"). */
@ApiTags('Dashboard')
@Controller('api/dashboard')
export class DashboardController {
  constructor(private readonly summary: GetDashboardSummaryUseCase) {}

  @Get('summary')
  @Access({ client: true, page: PortalPage.home })
  @ApiOperation({ summary: "The home dashboard: the account collection's totals and each portfolio and account with value, movement, TWRR and IRR over the default or secondary time frame." })
  @ApiOkResponse({ type: DashboardSummaryDto })
  @ApiBadRequestResponse({ description: "A timeframe other than 'default' or 'secondary'.", type: ErrorBodyDto })
  async get(@Req() req: Request, @Query() query: DashboardQueryDto): Promise<DashboardSummaryDto> {
    return unwrap(await this.summary.execute(req.session.platform!, { ...analysisClient(req), timeframe: query.timeframe, today: todayIso() }));
  }
}
