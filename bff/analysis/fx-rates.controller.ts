import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { GetFxRatesUseCase } from '../../application/analysis/get-fx-rates.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { FxRatesDto, FxRatesQueryDto } from './fx-rates.dto';

/** The currency view's rates (spec 2 §4 "Currency view", §6, §7 "FX rates", §8, §9). */
@ApiTags('Analysis')
@Controller('api/analysis')
export class FxRatesController {
  constructor(private readonly fxRates: GetFxRatesUseCase) {}

  @Get('fx-rates')
  @Access({ client: true, page: PortalPage.analysis })
  @ApiOperation({
    summary:
      "The latest rate of each currency into the report currency (default the client's preferred): last price with view_marketdata, else the previous close; 1 for the report currency; 'Conversion rate unavailable' for a currency without rates.",
  })
  @ApiOkResponse({ type: FxRatesDto })
  @ApiBadRequestResponse({
    description: 'No currencies, more than 20, or a code that is not three letters.',
    type: ErrorBodyDto,
  })
  @ApiUnauthorizedResponse({ description: 'Not signed in.', type: ErrorBodyDto })
  @ApiForbiddenResponse({
    description: 'Not the Portfolio access level, or an adviser without a client in context.',
    type: ErrorBodyDto,
  })
  async get(@Actor() actor: PortalActor, @Query() query: FxRatesQueryDto): Promise<FxRatesDto> {
    return unwrap(await this.fxRates.execute(actor, { currencies: query.currencies, currency: query.currency }));
  }
}
