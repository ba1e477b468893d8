import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ListTransactionsUseCase } from '../../application/analysis/list-transactions.use-case';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { analysisClient, todayIso } from './analysis-client';
import { TransactionListDto, TransactionsQueryDto } from './transactions.dto';

/** The analysis page's Transactions tab (spec 2 §2, §3, §4). */
@ApiTags('Analysis')
@Controller('api/analysis')
export class TransactionsController {
  constructor(private readonly listTransactions: ListTransactionsUseCase) {}

  @Get('transactions')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({ summary: 'The Transactions tab: one page of the selection\'s transactions in the range, newest first, with a bookmark for the next page.' })
  @ApiOkResponse({ type: TransactionListDto })
  @ApiBadRequestResponse({ description: 'An invalid range, more than one filter, or a malformed bookmark.', type: ErrorBodyDto })
  @ApiNotFoundResponse({ description: 'An account, portfolio or group the client cannot see.', type: ErrorBodyDto })
  async transactions(@Req() req: Request, @Query() query: TransactionsQueryDto): Promise<TransactionListDto> {
    return unwrap(
      await this.listTransactions.execute(req.session.platform!, {
        ...analysisClient(req),
        filter: { account: query.account, portfolio: query.portfolio, group: query.group },
        range: query.range,
        from: query.from,
        to: query.to,
        bookmark: query.bookmark,
        today: todayIso(),
      }),
    );
  }
}
