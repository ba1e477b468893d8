import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  GetSecurityQuestionSettingsUseCase,
  SetSecurityQuestionsUseCase,
} from '../../application/my-account/security-questions.use-cases';
import type { PortalActor } from '../../application/session/portal-actor';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { PortalPage } from '../../domain/access/page-access';
import { SECURITY_QUESTIONS_SET } from '../../domain/validation/security-questions';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { SecurityQuestionSettingsDto, SecurityQuestionsBodyDto, SecurityQuestionsResultDto } from './my-account.dto';

/** The security questions page (spec 3 §2, §5 "Security questions", §8), clients only. */
@ApiTags('My Account')
@Controller('api/my-account/security-questions')
export class SecurityQuestionsController {
  constructor(
    private readonly settings: GetSecurityQuestionSettingsUseCase,
    private readonly setQuestions: SetSecurityQuestionsUseCase,
  ) {}

  @Get()
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.securityQuestions })
  @ApiOperation({
    summary:
      "The question options from site content and the minimum answer length the platform's version calls for (8 or 0).",
  })
  @ApiOkResponse({ type: SecurityQuestionSettingsDto })
  async get(): Promise<SecurityQuestionSettingsDto> {
    return unwrap(await this.settings.execute());
  }

  @Put()
  @ApiSecurity('csrf')
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.securityQuestions })
  @ApiOperation({
    summary:
      'Sets two questions and answers. Every spec 3 §5 rule is checked here too: when one fails nothing is saved and the field texts come back (saved: false).',
  })
  @ApiOkResponse({ type: SecurityQuestionsResultDto })
  @ApiBadRequestResponse({ description: 'A field missing or not text.', type: ErrorBodyDto })
  async put(@Actor() actor: PortalActor, @Body() body: SecurityQuestionsBodyDto): Promise<SecurityQuestionsResultDto> {
    const outcome = unwrap(await this.setQuestions.execute(actor, body));
    return outcome.ok ? { saved: true, message: SECURITY_QUESTIONS_SET } : { saved: false, errors: outcome.errors };
  }
}
