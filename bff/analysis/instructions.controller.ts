import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { GetInvestmentInstructionsUseCase } from '../../application/analysis/get-investment-instructions.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { InstructionsQueryDto, InvestmentInstructionsDto } from './instructions.dto';

/** The analysis page's Investment instructions tab (spec 2 §2, §3 Target set). */
@ApiTags('Analysis')
@Controller('api/analysis')
export class InstructionsController {
  constructor(private readonly instructions: GetInvestmentInstructionsUseCase) {}

  @Get('investment-instructions')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({
    summary:
      "The Investment instructions tab of one account: the first linked target set's description, the sentence, and its securities with weights, or the empty text.",
  })
  @ApiOkResponse({ type: InvestmentInstructionsDto })
  @ApiBadRequestResponse({
    description: 'No account, or an account that is not a positive whole number.',
    type: ErrorBodyDto,
  })
  @ApiUnauthorizedResponse({ description: 'Not signed in.', type: ErrorBodyDto })
  @ApiForbiddenResponse({
    description:
      'Not the Portfolio access level, an adviser without a client in context, the client-analysis toggle off, or a client without capability modelling_by_target_sets.',
    type: ErrorBodyDto,
  })
  @ApiNotFoundResponse({ description: 'An account the client cannot see.', type: ErrorBodyDto })
  async get(@Actor() actor: PortalActor, @Query() query: InstructionsQueryDto): Promise<InvestmentInstructionsDto> {
    return unwrap(await this.instructions.execute(actor, { accountId: query.account }));
  }
}
