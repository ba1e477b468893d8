import { Controller, Get } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LinkableAccountsUseCase } from '../../application/messages/linkable-accounts.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { LinkableAccountsDto } from './messages.dto';

/** The 'Related accounts' offered in compose and reply (spec 3 §4, §5): clients only, as sending is. */
@ApiTags('Messages')
@Controller('api/messages/compose')
export class MessagesAccountsController {
  constructor(private readonly linkable: LinkableAccountsUseCase) {}

  @Get('accounts')
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.documentsAndMessages })
  @ApiOperation({
    summary:
      "The signed-in client's accounts a message may be linked to, and whether they are referenced (view_portfolio).",
  })
  @ApiOkResponse({ type: LinkableAccountsDto })
  @ApiForbiddenResponse({ description: 'Not a client, or no messages access.', type: ErrorBodyDto })
  async accounts(@Actor() actor: PortalActor): Promise<LinkableAccountsDto> {
    return unwrap(await this.linkable.execute(actor));
  }
}
