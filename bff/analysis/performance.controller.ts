import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetPerformanceUseCase } from '../../application/analysis/get-performance.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { analysisSelection } from './analysis-selection';
import { PerformanceOverviewDto, PerformanceQueryDto } from './performance.dto';

/** The analysis page's performance hero and charts (spec 2 §2, §4, §7, §8, §9). */
@ApiTags('Analysis')
@Controller('api/analysis')
export class PerformanceController {
  constructor(private readonly performance: GetPerformanceUseCase) {}

  @Get('performance')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({
    summary:
      'The performance hero (value, movement, TWRR, IRR), the percentage, value and net transfers series at the chart frequency, and the benchmarks over the range.',
  })
  @ApiOkResponse({ type: PerformanceOverviewDto })
  @ApiBadRequestResponse({
    description: "An invalid or reversed custom range (the spec's texts), an unknown range or more than one filter.",
    type: ErrorBodyDto,
  })
  @ApiNotFoundResponse({
    description: "An account, portfolio or group the client cannot see, or 'No data available for this selection'.",
    type: ErrorBodyDto,
  })
  async get(@Actor() actor: PortalActor, @Query() query: PerformanceQueryDto): Promise<PerformanceOverviewDto> {
    const overview = await this.performance.execute(actor, {
      ...analysisSelection(query),
      currency: query.currency,
    });
    return unwrap(overview);
  }
}
