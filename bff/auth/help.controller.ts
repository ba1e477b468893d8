import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiProperty } from '@nestjs/swagger';
import type { Request } from 'express';
import { ForgotUsernameUseCase } from '../../application/auth/forgot-username.use-case';
import { RequestPasswordResetUseCase } from '../../application/auth/request-password-reset.use-case';
import { ResetPasswordUseCase } from '../../application/auth/reset-password.use-case';
import { VerifyResetCodeUseCase } from '../../application/auth/verify-reset-code.use-case';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { ForgotPasswordDto, ForgotUsernameDto, QuestionsDto, ResetCodeDto, ResetPasswordDto } from './auth.dto';
import { CodeSendGate } from './code-send.gate';
import { SignInFlow, throttleKeys } from './sign-in.flow';

class ResultDto {
  @ApiProperty({ description: 'Where the login page goes next, e.g. /core/login/?passwordChanged=true' })
  next!: string;
}

/** Help with logging in (spec 1 §2.4, §4.2): forgotten password in three views, forgotten username. */
@ApiTags('Help with logging in')
@ApiBadRequestResponse({
  description: 'Invalid request, or the platform refused it (the message says why).',
  type: ErrorBodyDto,
})
@ApiTooManyRequestsResponse({
  description:
    'Too many wrong codes or answers, or too many codes or e-mails requested (5 per account per 15 minutes, 20 per address per hour); Retry-After says when to try again.',
  type: ErrorBodyDto,
})
@Controller('api/auth')
export class HelpController {
  constructor(
    private readonly flow: SignInFlow,
    private readonly sends: CodeSendGate,
    private readonly requestReset: RequestPasswordResetUseCase,
    private readonly verifyCode: VerifyResetCodeUseCase,
    private readonly reset: ResetPasswordUseCase,
    private readonly forgotUsername: ForgotUsernameUseCase,
  ) {}

  @Post('forgot-password')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({
    summary: 'Main view: sends a reset code to the user (the answer is the same whether or not the user exists).',
  })
  @ApiOkResponse({ schema: { properties: { resetCodeSent: { type: 'boolean' } } } })
  async forgotPassword(@Req() req: Request, @Body() body: ForgotPasswordDto): Promise<{ resetCodeSent: true }> {
    // Counted by the name typed, whether or not it is an account: the answer must not tell.
    await this.sends.forAccount(req, body.username);
    return unwrap(await this.requestReset.execute(body.username));
  }

  @Post('forgot-password/verify')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'enterReset view: checks the reset code; questionsAvailable chooses the secQNewPass view.' })
  @ApiOkResponse({ type: QuestionsDto })
  async verify(@Req() req: Request, @Body() body: ResetCodeDto): Promise<QuestionsDto> {
    const keys = throttleKeys(req, body.username, 'reset');
    await this.flow.assertNotThrottled(keys);
    const result = await this.verifyCode.execute(body);
    await this.flow.recordGuess(keys, result);
    return unwrap(result);
  }

  @Post('forgot-password/reset')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'Sets the new password (with the two security answers when the account has questions).' })
  @ApiOkResponse({ type: ResultDto })
  async resetPassword(@Req() req: Request, @Body() body: ResetPasswordDto): Promise<ResultDto> {
    const keys = throttleKeys(req, body.username, 'reset');
    await this.flow.assertNotThrottled(keys);
    const result = await this.reset.execute(body);
    await this.flow.recordGuess(keys, result);
    unwrap(result);
    return { next: '/core/login/?passwordChanged=true' };
  }

  @Post('forgot-username')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'Clients only: emails the username when the email and date of birth match.' })
  @ApiOkResponse({ type: ResultDto })
  async username(@Req() req: Request, @Body() body: ForgotUsernameDto): Promise<ResultDto> {
    const keys = throttleKeys(req, body.email, 'username');
    await this.flow.assertNotThrottled(keys);
    await this.sends.forEmail(req, body.email);
    const result = await this.forgotUsername.execute(body);
    if (!result.ok)
      await this.flow.recordGuess(keys, { ok: false, error: { ...result.error, code: 'invalid_credentials' } });
    unwrap(result);
    return { next: '/core/login/?usernameSent=true' };
  }
}
