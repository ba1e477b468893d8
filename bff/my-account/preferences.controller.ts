import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { GetPreferencesUseCase, SetPreferencesUseCase } from '../../application/my-account/preferences.use-cases';
import type { PortalActor } from '../../application/session/portal-actor';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { PreferencesBodyDto, PreferencesDto } from './my-account.dto';

/** The preferences page (spec 3 §2, §3, §4, §5, §6, §8): email, mail and SMS. */
@ApiTags('My Account')
@Controller('api/my-account/preferences')
export class PreferencesController {
  constructor(
    private readonly read: GetPreferencesUseCase,
    private readonly write: SetPreferencesUseCase,
  ) {}

  @Get()
  @Access({ client: true, page: PortalPage.preferences })
  @ApiOperation({
    summary: "The client's email, mail and SMS preferences; an adviser with a client in context sees them read-only.",
  })
  @ApiOkResponse({ type: PreferencesDto })
  async get(@Actor() actor: PortalActor): Promise<PreferencesDto> {
    return unwrap(await this.read.execute(actor));
  }

  @Put()
  @ApiSecurity('csrf')
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.preferences })
  @ApiOperation({
    summary:
      "Saves the client's three preferences (stored as '1' or '0') and returns them as now stored. Clients only.",
  })
  @ApiOkResponse({ type: PreferencesDto })
  @ApiBadRequestResponse({ description: 'A preference that is not true or false.', type: ErrorBodyDto })
  async put(@Actor() actor: PortalActor, @Body() body: PreferencesBodyDto): Promise<PreferencesDto> {
    return unwrap(await this.write.execute(actor, { email: body.email, mail: body.mail, sms: body.sms }));
  }
}
