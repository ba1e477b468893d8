import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetPersonalDetailsUseCase } from '../../application/my-account/get-personal-details.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { PersonalDetailsDto } from './my-account.dto';

/** The personal details page (spec 3 §2, §3, §5 "Phone numbers"), read-only. */
@ApiTags('My Account')
@Controller('api/my-account')
export class PersonalDetailsController {
  constructor(private readonly details: GetPersonalDetailsUseCase) {}

  @Get('personal-details')
  @Access({ client: true, page: PortalPage.personalDetails })
  @ApiOperation({
    summary:
      "About you, contact details (phones normalised, each with a tel: link), residential and postal addresses: the client's own, or the adviser's client in context.",
  })
  @ApiOkResponse({ type: PersonalDetailsDto })
  async get(@Actor() actor: PortalActor): Promise<PersonalDetailsDto> {
    return unwrap(await this.details.execute(actor));
  }
}
