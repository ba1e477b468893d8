import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetNetWorthUseCase } from '../../application/assets/get-net-worth.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { NetWorthDto, NetWorthQueryDto } from './assets.dto';

/** Net worth per member and household (issue 11 "Web"), from the balance sheet's owned shares. */
@ApiTags('Assets')
@Controller('api/assets')
export class NetWorthController {
  constructor(private readonly netWorth: GetNetWorthUseCase) {}

  @Get('net-worth')
  @Access({ client: true, page: PortalPage.balanceSheet })
  @ApiOperation({
    summary:
      "Total assets (investments, pensions, annuities), total liabilities and net worth of each member shown on the balance sheet and of the household, owned shares in the report currency, in one view (default everything). A joint asset counts once in the household, at the members' shares added and rounded once; amounts without a rate are left out and their currencies named; a figure that depends on a list that failed to load is null (never 0) and failedTypes names the lists.",
  })
  @ApiOkResponse({ type: NetWorthDto })
  @ApiBadRequestResponse({
    description: "A view other than 'managed', 'nonManaged' or 'everything'.",
    type: ErrorBodyDto,
  })
  async get(@Actor() actor: PortalActor, @Query() query: NetWorthQueryDto): Promise<NetWorthDto> {
    return unwrap(await this.netWorth.execute(actor, { view: query.view }));
  }
}
