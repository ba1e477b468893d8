import { Controller, Get, Param, ParseIntPipe, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { fromPlatformError } from '../../application/errors/portal-error';
import { PlatformPort } from '../../application/ports/platform.port';
import { GetCapabilitiesUseCase } from '../../application/session/get-capabilities.use-case';
import { GetNotificationConfigUseCase } from '../../application/session/get-notification-config.use-case';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { ACCESS_DENIED_MESSAGE } from '../../domain/access/page-access';
import { clientDisplayName } from '../../domain/format/client-display-name';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { PortalFailure, unwrap } from '../common/portal-failure';
import { CapabilitiesDto, ClientSummaryDto, NotificationConfigDto } from './clients.dto';

/** The client whose portal is shown: the client themself, or the adviser's client in context. */
function actingClientId(req: Request): number {
  const s = req.session;
  return s.user!.role === CLIENT_ROLE ? s.user!.entityId! : s.clientInContext!.entityId;
}

@ApiTags('Clients')
@Controller('api')
export class ClientsController {
  constructor(
    private readonly platform: PlatformPort,
    private readonly capabilities: GetCapabilitiesUseCase,
    private readonly notifications: GetNotificationConfigUseCase,
  ) {}

  @Get('clients/:clientId')
  @Access({ client: true })
  @ApiOperation({ summary: "A client's record: a client may read only their own, an adviser only the client in context's; any other id is refused with 403 in the portal's words." })
  @ApiOkResponse({ type: ClientSummaryDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  async client(@Req() req: Request, @Param('clientId', ParseIntPipe) clientId: number): Promise<ClientSummaryDto> {
    const s = req.session;
    // The portal decides, for both roles: only the client whose portal is shown (an adviser's other
    // clients too are read only by putting them in context, where their ownership is checked).
    if (clientId !== actingClientId(req)) throw new PortalFailure({ code: 'forbidden', message: ACCESS_DENIED_MESSAGE });
    try {
      const c = await this.platform.getClient(s.platform!, clientId);
      return {
        entityId: c.entity_id,
        displayName: clientDisplayName(c),
        firstName: c.first_name,
        lastName: c.last_name,
        preferredName: c.preferred_name,
        dob: c.dob,
        partnerEntityId: c.partner_entity_id,
        preferredCurrency: c.preferred_currency,
        entityType: c.entity_type,
        preferredEmail: c.preferred_email,
        preferredPostcode: c.preferred_postcode,
      };
    } catch (e) {
      throw new PortalFailure(fromPlatformError(e));
    }
  }

  @Get('capabilities')
  @Access({ client: true })
  @ApiOperation({ summary: "Capability flags: the client's own, or the client in context's for an adviser." })
  @ApiOkResponse({ type: CapabilitiesDto })
  async caps(@Req() req: Request): Promise<CapabilitiesDto> {
    const s = req.session;
    const client = s.user!.role === CLIENT_ROLE ? undefined : s.clientInContext;
    return unwrap(await this.capabilities.execute(s.platform!, { clientEntityId: client?.entityId, isPreviewMode: client?.isPreviewMode }));
  }

  @Get('notifications/config')
  @Access({ client: true })
  @ApiOperation({ summary: 'Statuses behind the notification prompts (spec 1 §4.5).' })
  @ApiOkResponse({ type: NotificationConfigDto })
  async notificationConfig(@Req() req: Request): Promise<NotificationConfigDto> {
    const s = req.session;
    const promptsEnabled = s.user!.role === CLIENT_ROLE && !s.clientInContext;
    return unwrap(await this.notifications.execute(s.platform!, { clientId: actingClientId(req), promptsEnabled }));
  }
}
