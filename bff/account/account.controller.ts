import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ChangePasswordUseCase } from '../../application/account/change-password.use-case';
import {
  ChooseVerificationMethodUseCase,
  GetVerificationDetailsUseCase,
  ValidateVerificationCodeUseCase,
} from '../../application/account/verification.use-cases';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { PortalPage } from '../../domain/access/page-access';
import { PASSWORD_CHANGED_TOAST } from '../../domain/auth/auth-messages';
import { CodeSendGate } from '../auth/code-send.gate';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { PortalFailure, unwrap } from '../common/portal-failure';
import {
  ChangePasswordDto,
  MessageDto,
  VerificationCodeDto,
  VerificationDetailsDto,
  VerificationMethodDto,
} from './account.dto';

/** Client-only account pages: change password and additional verification (spec 1 §2.5). */
@ApiTags('Account')
@ApiBadRequestResponse({ type: ErrorBodyDto })
@Controller('api/account')
export class AccountController {
  constructor(
    private readonly changePassword: ChangePasswordUseCase,
    private readonly details: GetVerificationDetailsUseCase,
    private readonly chooseMethod: ChooseVerificationMethodUseCase,
    private readonly validateCode: ValidateVerificationCodeUseCase,
    private readonly sends: CodeSendGate,
  ) {}

  @Put('password')
  @ApiSecurity('csrf')
  @Access({ roles: [CLIENT_ROLE], page: PortalPage.changePassword })
  @ApiOperation({ summary: 'Changes the signed-in client’s password.' })
  @ApiOkResponse({ type: MessageDto })
  async password(@Req() req: Request, @Body() body: ChangePasswordDto): Promise<MessageDto> {
    unwrap(await this.changePassword.execute(req.session.platform!, body));
    return { message: PASSWORD_CHANGED_TOAST };
  }

  @Get('verification')
  @Access({ roles: [CLIENT_ROLE], page: PortalPage.additionalVerification })
  @ApiOperation({ summary: 'The current additional verification method and the alternatives.' })
  @ApiOkResponse({ type: VerificationDetailsDto })
  async verification(@Req() req: Request): Promise<VerificationDetailsDto> {
    return unwrap(await this.details.execute(req.session.platform!));
  }

  @Put('verification/method')
  @ApiSecurity('csrf')
  @Access({ roles: [CLIENT_ROLE], page: PortalPage.additionalVerification })
  @ApiOperation({ summary: 'Chooses another method; a code is sent to it.' })
  @ApiOkResponse({ schema: { properties: { method: { type: 'string' } } } })
  @ApiTooManyRequestsResponse({
    description:
      'Too many codes requested for this account (5 per 15 minutes) or from this address (20 an hour); Retry-After says when to try again.',
    type: ErrorBodyDto,
  })
  async method(@Req() req: Request, @Body() body: VerificationMethodDto): Promise<{ method: string }> {
    await this.sends.forAccount(req, req.session.user!.username);
    const chosen = unwrap(await this.chooseMethod.execute(req.session.platform!, body.method));
    // The device id stays on the server: the browser only sends the code back.
    req.session.pendingVerification = chosen;
    return { method: chosen.method };
  }

  @Post('verification/code')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @Access({ roles: [CLIENT_ROLE], page: PortalPage.additionalVerification })
  @ApiOperation({ summary: 'Validates the code sent to the newly chosen method.' })
  @ApiOkResponse({ type: MessageDto })
  async code(@Req() req: Request, @Body() body: VerificationCodeDto): Promise<MessageDto> {
    const pending = req.session.pendingVerification;
    if (!pending) throw new PortalFailure({ code: 'wrong_step', message: 'Choose a verification method first.' });
    const result = unwrap(
      await this.validateCode.execute(req.session.platform!, { ...pending, code: body.code.trim() }),
    );
    delete req.session.pendingVerification;
    return result;
  }
}
