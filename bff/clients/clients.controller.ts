import { Controller, Get, Param, ParseIntPipe, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { GetClientSummaryUseCase } from '../../application/clients/get-client-summary.use-case';
import { GetCapabilitiesUseCase } from '../../application/session/get-capabilities.use-case';
import { GetNotificationConfigUseCase } from '../../application/session/get-notification-config.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { CapabilitiesDto, ClientSummaryDto, NotificationConfigDto } from './clients.dto';

@ApiTags('Clients')
@Controller('api')
export class ClientsController {
  constructor(
    private readonly clientSummary: GetClientSummaryUseCase,
    private readonly capabilities: GetCapabilitiesUseCase,
    private readonly notifications: GetNotificationConfigUseCase,
  ) {}

  @Get('clients/:clientId')
  @Access({ client: true })
  @ApiOperation({
    summary:
      "A client's record: a client may read only their own, an adviser only the client in context's; any other id is refused with 403 in the portal's words.",
  })
  @ApiOkResponse({ type: ClientSummaryDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  async client(
    @Actor() actor: PortalActor,
    @Param('clientId', ParseIntPipe) clientId: number,
  ): Promise<ClientSummaryDto> {
    return unwrap(await this.clientSummary.execute(actor.credential, { clientId, clientInViewId: actor.clientId }));
  }

  @Get('capabilities')
  @Access({ client: true })
  @ApiOperation({ summary: "Capability flags: the client's own, or the client in context's for an adviser." })
  @ApiOkResponse({ type: CapabilitiesDto })
  async caps(@Actor() actor: PortalActor): Promise<CapabilitiesDto> {
    const client =
      actor.role === 'client' ? {} : { clientEntityId: actor.clientId, isPreviewMode: actor.isPreviewMode };
    return unwrap(await this.capabilities.execute(actor.credential, client));
  }

  @Get('notifications/config')
  @Access({ client: true })
  @ApiOperation({ summary: 'Statuses behind the notification prompts (spec 1 §4.5).' })
  @ApiOkResponse({ type: NotificationConfigDto })
  async notificationConfig(@Req() req: Request, @Actor() actor: PortalActor): Promise<NotificationConfigDto> {
    const promptsEnabled = actor.role === 'client' && !req.session.clientInContext;
    return unwrap(await this.notifications.execute(actor.credential, { clientId: actor.clientId, promptsEnabled }));
  }
}
