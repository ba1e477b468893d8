import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AnswerRoboPromptUseCase } from '../../application/notifications/answer-robo-prompt.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { RoboPromptBodyDto, RoboPromptResultDto } from '../review/review.dto';

/** The robo prompt's answers of spec 1 §4.5 (the other prompt answers are in NotificationsController). */
@ApiTags('Clients')
@Controller('api/notifications')
export class RoboPromptController {
  constructor(private readonly answer: AnswerRoboPromptUseCase) {}

  @Post('robo')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @Access({ roles: [CLIENT_ROLE], client: true })
  @ApiOperation({
    summary:
      'A robo prompt was closed (robo status declined) or its assessment started (the prompt is dismissed, robo status none).',
  })
  @ApiOkResponse({ type: RoboPromptResultDto })
  @ApiBadRequestResponse({
    description: "An unknown action, or no robo journey open: 'You have no advice journey in progress.'",
    type: ErrorBodyDto,
  })
  async robo(@Actor() actor: PortalActor, @Body() body: RoboPromptBodyDto): Promise<RoboPromptResultDto> {
    return unwrap(await this.answer.execute(actor.credential, { clientId: actor.clientId, action: body.action }));
  }
}
