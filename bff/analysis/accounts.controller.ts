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
import { GetAccountsTabUseCase } from '../../application/analysis/get-accounts-tab.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { analysisSelection } from './analysis-selection';
import { AccountsQueryDto, AccountsTabDto } from './accounts.dto';

/** The analysis page's heading, breadcrumb, tabs and Accounts tab (spec 2 §2, §3, §6). */
@ApiTags('Analysis')
@Controller('api/analysis')
export class AccountsController {
  constructor(private readonly accountsTab: GetAccountsTabUseCase) {}

  @Get('accounts')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({
    summary:
      'The analysis page frame and Accounts tab: heading, breadcrumb, which tabs show, and the portfolios (My and Linked in Split grouping), account groups or accounts with value, TWRR and change in value over the range.',
  })
  @ApiOkResponse({ type: AccountsTabDto })
  @ApiBadRequestResponse({
    description:
      "An invalid or reversed custom range (the spec's texts), an unknown range or grouping, or more than one filter.",
    type: ErrorBodyDto,
  })
  @ApiUnauthorizedResponse({ description: 'Not signed in.', type: ErrorBodyDto })
  @ApiForbiddenResponse({
    description: 'Not the Portfolio access level, or an adviser without a client in context.',
    type: ErrorBodyDto,
  })
  @ApiNotFoundResponse({ description: 'An account, portfolio or group the client cannot see.', type: ErrorBodyDto })
  async get(@Actor() actor: PortalActor, @Query() query: AccountsQueryDto): Promise<AccountsTabDto> {
    return unwrap(
      await this.accountsTab.execute(actor, {
        ...analysisSelection(query),
        grouping: query.grouping,
        currency: query.currency,
      }),
    );
  }
}
