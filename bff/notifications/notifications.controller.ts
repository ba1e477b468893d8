import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { SpeakToAdviserUseCase } from '../../application/notifications/speak-to-adviser.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import {
  FACT_FIND_NOT_OPEN,
  REVIEW_NOT_OPEN,
  ROBO_NOT_OPEN,
  speakToAdviserConfirmation,
} from '../../domain/session/prompt-journeys';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { SpeakToAdviserDto, SpeakToAdviserResultDto } from './notifications.dto';

/** Answers to the notification prompts of spec 1 §4.5 (reading their statuses is GET /api/notifications/config). */
@ApiTags('Clients')
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly speakToAdviser: SpeakToAdviserUseCase) {}

  @Post('speak-to-adviser')
  @HttpCode(200)
  @ApiSecurity('csrf')
  // Prompts are the client's own: an adviser (with or without a client in context) is refused.
  @Access({ roles: [CLIENT_ROLE], client: true })
  @ApiOperation({
    summary:
      "'I'd rather speak to my adviser': marks the review, fact-find or robo journey for the adviser to follow up.",
  })
  @ApiOkResponse({ type: SpeakToAdviserResultDto })
  @ApiBadRequestResponse({
    description: `An unknown prompt type, or a journey that is not open (spec 1 §4.5): '${REVIEW_NOT_OPEN}', '${FACT_FIND_NOT_OPEN}', '${ROBO_NOT_OPEN}'`,
    type: ErrorBodyDto,
  })
  async speak(@Actor() actor: PortalActor, @Body() body: SpeakToAdviserDto): Promise<SpeakToAdviserResultDto> {
    const outcome = unwrap(
      await this.speakToAdviser.execute(actor.credential, { clientId: actor.clientId, type: body.type }),
    );
    return { ...outcome, message: speakToAdviserConfirmation(body.type) };
  }
}
