import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetBalanceSheetUseCase } from '../../application/assets/get-balance-sheet.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { BalanceSheetDto, BalanceSheetQueryDto } from './assets.dto';

/** The balance sheet (spec 2 §2 "Balance sheet", §3, §4, §5, §6, §8). */
@ApiTags('Assets')
@Controller('api/assets')
export class BalanceSheetController {
  constructor(private readonly balanceSheet: GetBalanceSheetUseCase) {}

  @Get('balance-sheet')
  @Access({ client: true, page: PortalPage.balanceSheet })
  @ApiOperation({
    summary:
      "One family member's balance sheet (default the client's own): investments, pensions, annuities and liabilities after the spec 2 §5 filters, each with the member's owned share in plan and report currency and whether it is managed; totals per type and view (rapid when the platform is 23.5.269 or later); the members the client may see; the site's views; fx notes. A list that fails is named in failedTypes with 'There was a problem retrieving one or more assets.' while the rest still shows.",
  })
  @ApiOkResponse({ type: BalanceSheetDto })
  @ApiBadRequestResponse({ description: 'A memberId that is not a whole number of at least 1.', type: ErrorBodyDto })
  @ApiNotFoundResponse({
    description:
      'A member who is not among those shown: not in the family group, not login accessible, or the partner without view_partner.',
    type: ErrorBodyDto,
  })
  async get(@Actor() actor: PortalActor, @Query() query: BalanceSheetQueryDto): Promise<BalanceSheetDto> {
    return unwrap(await this.balanceSheet.execute(actor, { memberId: query.memberId }));
  }
}
