import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ExplainPerformanceUseCase } from '../../application/analysis/explain-performance.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { GetPaymentInformationUseCase } from '../../application/analysis/get-payment-information.use-case';
import { PortalPage } from '../../domain/access/page-access';
import { analysisSelection } from './analysis-selection';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { ExplainQueryDto, ExplanationDto, PaymentInformationDto, PaymentInformationQueryDto } from './analysis.dto';

/** The analysis API (issue 9): figures the analysis page shows, and how each is worked out. */
@ApiTags('Analysis')
@Controller('api/analysis')
export class AnalysisController {
  constructor(
    private readonly explainPerformance: ExplainPerformanceUseCase,
    private readonly paymentInformation: GetPaymentInformationUseCase,
  ) {}

  @Get('payment-information')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({
    summary:
      "The Payment information tab: BPAY entries and bank accounts for paying into the client's accounts, with the notes, or the empty text.",
  })
  @ApiOkResponse({ type: PaymentInformationDto })
  @ApiBadRequestResponse({ description: 'An account id that is not a whole number.', type: ErrorBodyDto })
  @ApiNotFoundResponse({ description: 'An account the client cannot see.', type: ErrorBodyDto })
  async payments(
    @Actor() actor: PortalActor,
    @Query() query: PaymentInformationQueryDto,
  ): Promise<PaymentInformationDto> {
    return unwrap(await this.paymentInformation.execute(actor, { accountId: query.account }));
  }

  @Get('explain')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({
    summary:
      'Explain this number: for a selection and range, the daily values the TWRR links, every external flow with its rate, the TWRR and IRR with their conventions, and closing − opening − net flows = movement.',
  })
  @ApiOkResponse({ type: ExplanationDto })
  @ApiBadRequestResponse({
    description:
      "An invalid or reversed custom range (the spec's texts), an unknown range, more than one filter, or a currency without rates ('Conversion rate unavailable').",
    type: ErrorBodyDto,
  })
  @ApiNotFoundResponse({
    description: "An account, portfolio or group the client cannot see, or 'No data available for this selection'.",
    type: ErrorBodyDto,
  })
  async explain(@Actor() actor: PortalActor, @Query() query: ExplainQueryDto): Promise<ExplanationDto> {
    const explanation = await this.explainPerformance.execute(actor, {
      ...analysisSelection(query),
      currency: query.currency?.toUpperCase(),
    });
    return unwrap(explanation);
  }
}
