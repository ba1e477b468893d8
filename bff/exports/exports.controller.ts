import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ExportBalanceSheetUseCase } from '../../application/exports/export-balance-sheet.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { ExportInvestmentsUseCase } from '../../application/exports/export-investments.use-case';
import { ExportTransactionsUseCase } from '../../application/exports/export-transactions.use-case';
import { PagedReadsPort } from '../../application/ports/paged-reads.port';
import { PortalPage } from '../../domain/access/page-access';
import { analysisSelection } from '../analysis/analysis-selection';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { csvFile } from './csv-file';
import { BalanceSheetCsvQueryDto, InvestmentsCsvQueryDto, TransactionsCsvQueryDto } from './exports.dto';

const CSV_ANSWER = {
  description:
    'A CSV file: UTF-8 with a byte-order mark, a header line, amounts as plain decimals beside their currency, ISO dates.',
  schema: { type: 'string' },
};

/** 'Download CSV' of the Transactions tab, the Investments tab and the balance sheet, with the same access as each. */
@ApiTags('Exports')
@Controller('api')
export class ExportsController {
  constructor(
    private readonly transactions: ExportTransactionsUseCase,
    private readonly investments: ExportInvestmentsUseCase,
    private readonly balanceSheet: ExportBalanceSheetUseCase,
    private readonly pagedReads: PagedReadsPort,
  ) {}

  @Get('analysis/transactions/csv')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({
    summary:
      "Every transaction of the selection and range, newest first, with the tab's columns, the detail's amounts and ids (the site's hide options apply).",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV_ANSWER)
  @ApiBadRequestResponse({ description: 'An invalid range or more than one filter.', type: ErrorBodyDto })
  @ApiNotFoundResponse({ description: 'An account, portfolio or group the client cannot see.', type: ErrorBodyDto })
  async transactionsCsv(@Actor() actor: PortalActor, @Query() query: TransactionsCsvQueryDto): Promise<StreamableFile> {
    const file = unwrap(
      await this.transactions.execute(actor, {
        ...analysisSelection(query),
      }),
    );
    return csvFile(file, this.pagedReads);
  }

  @Get('analysis/investments/csv')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({
    summary:
      "Every position (and a fund's holdings) of the selection as the Investments tab shows it, in the view and sort asked for.",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV_ANSWER)
  @ApiBadRequestResponse({
    description: 'An invalid range, view or sort, or more than one filter.',
    type: ErrorBodyDto,
  })
  @ApiNotFoundResponse({ description: 'An account, portfolio or group the client cannot see.', type: ErrorBodyDto })
  async investmentsCsv(@Actor() actor: PortalActor, @Query() query: InvestmentsCsvQueryDto): Promise<StreamableFile> {
    const file = unwrap(
      await this.investments.execute(actor, {
        ...analysisSelection(query),
        currency: query.currency,
        convert: query.convert,
        sort: query.sort,
        direction: query.direction,
      }),
    );
    return csvFile(file, this.pagedReads);
  }

  @Get('assets/balance-sheet/csv')
  @Access({ client: true, page: PortalPage.balanceSheet })
  @ApiOperation({
    summary:
      "One member's balance sheet in the view asked for (default the site's): each asset with its owners, share, value and owned value in plan and report currency.",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse(CSV_ANSWER)
  @ApiBadRequestResponse({
    description: 'A memberId that is not a whole number of at least 1, or an unknown view.',
    type: ErrorBodyDto,
  })
  @ApiNotFoundResponse({ description: 'A member who is not among those shown.', type: ErrorBodyDto })
  @ApiServiceUnavailableResponse({
    description: 'A list of the balance sheet could not be read: nothing is sent rather than a part.',
    type: ErrorBodyDto,
  })
  async balanceSheetCsv(@Actor() actor: PortalActor, @Query() query: BalanceSheetCsvQueryDto): Promise<StreamableFile> {
    const file = unwrap(await this.balanceSheet.execute(actor, { memberId: query.memberId, view: query.view }));
    return csvFile(file, this.pagedReads);
  }
}
