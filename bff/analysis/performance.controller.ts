import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { GetPerformanceUseCase } from '../../application/analysis/get-performance.use-case';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { analysisClient, todayIso } from './analysis-client';
import { PerformanceOverviewDto, PerformanceQueryDto } from './performance.dto';

/** The analysis page's performance hero and charts (spec 2 §2, §4, §7, §8, §9). */
@ApiTags('Analysis')
@Controller('api/analysis')
export class PerformanceController {
  constructor(private readonly performance: GetPerformanceUseCase) {}

  @Get('performance')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({ summary: 'The performance hero (value, movement, TWRR, IRR), the percentage, value and net transfers series at the chart frequency, and the benchmarks over the range.' })
  @ApiOkResponse({ type: PerformanceOverviewDto })
  @ApiBadRequestResponse({ description: "An invalid or reversed custom range (the spec's texts), an unknown range or more than one filter.", type: ErrorBodyDto })
  @ApiNotFoundResponse({ description: "An account, portfolio or group the client cannot see, or 'No data available for this selection'.", type: ErrorBodyDto })
  async get(@Req() req: Request, @Query() query: PerformanceQueryDto): Promise<PerformanceOverviewDto> {
    const overview = await this.performance.execute(req.session.platform!, {
      ...analysisClient(req),
      filter: { account: query.account, portfolio: query.portfolio, group: query.group },
      range: query.range,
      from: query.from,
      to: query.to,
      currency: query.currency?.toUpperCase(),
      today: todayIso(),
    });
    return unwrap(overview);
  }
}
