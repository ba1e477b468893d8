import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetInvestmentsUseCase } from '../../application/analysis/get-investments.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { analysisSelection } from './analysis-selection';
import { InvestmentsDto, InvestmentsQueryDto } from './investments.dto';

/** The analysis page's Investments tab (spec 2 §2, §3, §4, §5, §6, §9). */
@ApiTags('Analysis')
@Controller('api/analysis')
export class InvestmentsController {
  constructor(private readonly investments: GetInvestmentsUseCase) {}

  @Get('investments')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({
    summary:
      "The Investments tab: each selected account with its positions (and a fund's sub-positions) valued at the range's end, in the preferred or original currency.",
  })
  @ApiOkResponse({ type: InvestmentsDto })
  @ApiBadRequestResponse({
    description:
      "An invalid or reversed custom range (the spec's texts), an unknown range, more than one filter, an unknown view or sort, or a malformed convert list.",
    type: ErrorBodyDto,
  })
  @ApiNotFoundResponse({
    description:
      "An account, portfolio or group the client cannot see, or 'No data available for this selection' when the client has no accounts.",
    type: ErrorBodyDto,
  })
  async get(@Actor() actor: PortalActor, @Query() query: InvestmentsQueryDto): Promise<InvestmentsDto> {
    return unwrap(
      await this.investments.execute(actor, {
        ...analysisSelection(query),
        currency: query.currency,
        convert: query.convert,
        sort: query.sort,
        direction: query.direction,
      }),
    );
  }
}
