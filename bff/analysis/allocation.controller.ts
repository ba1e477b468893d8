import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetAllocationUseCase } from '../../application/analysis/get-allocation.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { AllocationDto, AllocationQueryDto } from './allocation.dto';
import { analysisSelection } from './analysis-selection';

/** The analysis page's Allocation tab (spec 2 §2, §3 "Allocation data", §5, §9). */
@ApiTags('Analysis')
@Controller('api/analysis')
export class AllocationController {
  constructor(private readonly allocation: GetAllocationUseCase) {}

  @Get('allocation')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({
    summary:
      "The Allocation tab: the selection's value at the range's end by asset class, sector and geographic region (those enabled), with chart data and Investment / Account / Amount tables.",
  })
  @ApiOkResponse({ type: AllocationDto })
  @ApiBadRequestResponse({
    description: "An invalid or reversed custom range (the spec's texts), an unknown range or more than one filter.",
    type: ErrorBodyDto,
  })
  @ApiNotFoundResponse({
    description:
      "An account, portfolio or group the client cannot see, or 'No data available for this selection' when the client has no accounts.",
    type: ErrorBodyDto,
  })
  async get(@Actor() actor: PortalActor, @Query() query: AllocationQueryDto): Promise<AllocationDto> {
    return unwrap(
      await this.allocation.execute(actor, {
        ...analysisSelection(query),
        currency: query.currency,
      }),
    );
  }
}
