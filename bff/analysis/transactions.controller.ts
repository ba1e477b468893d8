import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListTransactionsUseCase } from '../../application/analysis/list-transactions.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { analysisSelection } from './analysis-selection';
import { TransactionListDto, TransactionsQueryDto } from './transactions.dto';

/** The analysis page's Transactions tab (spec 2 §2, §3, §4). */
@ApiTags('Analysis')
@Controller('api/analysis')
export class TransactionsController {
  constructor(private readonly listTransactions: ListTransactionsUseCase) {}

  @Get('transactions')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({
    summary:
      "The Transactions tab: one page of the selection's transactions in the range, newest first, with a bookmark for the next page.",
  })
  @ApiOkResponse({ type: TransactionListDto })
  @ApiBadRequestResponse({
    description: 'An invalid range, more than one filter, or a malformed bookmark.',
    type: ErrorBodyDto,
  })
  @ApiNotFoundResponse({ description: 'An account, portfolio or group the client cannot see.', type: ErrorBodyDto })
  async transactions(@Actor() actor: PortalActor, @Query() query: TransactionsQueryDto): Promise<TransactionListDto> {
    return unwrap(
      await this.listTransactions.execute(actor, {
        ...analysisSelection(query),
        bookmark: query.bookmark,
      }),
    );
  }
}
