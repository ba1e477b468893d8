import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AcceptSiteTermsUseCase } from '../../application/auth/accept-site-terms.use-case';
import { AnswerMemorableCharactersUseCase } from '../../application/auth/answer-memorable-characters.use-case';
import { ChangeExpiredPasswordUseCase } from '../../application/auth/change-expired-password.use-case';
import { ChooseEnrolmentMethodUseCase } from '../../application/auth/choose-enrolment-method.use-case';
import { RestartEnrolmentUseCase } from '../../application/auth/restart-enrolment.use-case';
import { GetLoginSecurityAnswerMinimumUseCase } from '../../application/auth/get-login-security-answer-minimum.use-case';
import { SetLoginSecurityQuestionsUseCase } from '../../application/auth/set-login-security-questions.use-case';
import { LoginStatus } from '../../domain/auth/login-status';
import { toSignInView } from '../../application/auth/sign-in-progress';
import { StartSignInUseCase } from '../../application/auth/start-sign-in.use-case';
import { ValidateEnrolmentCodeUseCase } from '../../application/auth/validate-enrolment-code.use-case';
import { VerifyMfaCodeUseCase } from '../../application/auth/verify-mfa-code.use-case';
import { SignOutUseCase } from '../../application/session/sign-out.use-case';
import type { ThrottleSubject } from '../../application/throttling/throttle-subject';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { csrfTokenFor } from '../common/csrf.middleware';
import { destroySession, signInProgress } from '../session/portal-session';
import { SignInResponseDto } from '../session/session.dto';
import {
  CodeDto,
  CsrfTokenDto,
  EnrolmentMethodDto,
  LoginDto,
  MemorableCharactersDto,
  NewPasswordDto,
  SecurityAnswerMinimumDto,
  SecurityQuestionsDto,
  SignInViewDto,
  SiteTermsDto,
} from './auth.dto';
import { CodeSendGate } from './code-send.gate';
import { endSignIn, SignInFlow, throttleKeys } from './sign-in.flow';
import { todayIso } from '../session/firm-today';

const TOO_MANY_FAILURES =
  'Too many failed attempts for this account from this address (10 a minute), for this account from anywhere (100 an hour), or from this address (100 an hour); Retry-After says when to try again.';
const TOO_MANY_CODES =
  'Too many codes requested for this account (5 per 15 minutes) or from this address (20 an hour); Retry-After says when to try again.';

/** Sign-in and its steps (spec 1 §2.3, §4.1), and sign-out. */
@ApiTags('Sign-in')
@ApiBadRequestResponse({ description: 'Invalid request, or a wrong code or characters.', type: ErrorBodyDto })
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly flow: SignInFlow,
    private readonly sends: CodeSendGate,
    private readonly start: StartSignInUseCase,
    private readonly memorable: AnswerMemorableCharactersUseCase,
    private readonly mfa: VerifyMfaCodeUseCase,
    private readonly enrolMethod: ChooseEnrolmentMethodUseCase,
    private readonly enrolCode: ValidateEnrolmentCodeUseCase,
    private readonly restartEnrolment: RestartEnrolmentUseCase,
    private readonly expiredPassword: ChangeExpiredPasswordUseCase,
    private readonly siteTerms: AcceptSiteTermsUseCase,
    private readonly securityQuestions: SetLoginSecurityQuestionsUseCase,
    private readonly securityAnswerMinimum: GetLoginSecurityAnswerMinimumUseCase,
    private readonly signOut: SignOutUseCase,
  ) {}

  @Get('csrf')
  @ApiOperation({ summary: "The session's anti-forgery token (creates an anonymous session when there is none)." })
  @ApiOkResponse({ type: CsrfTokenDto })
  csrf(@Req() req: Request): CsrfTokenDto {
    return { csrfToken: csrfTokenFor(req) };
  }

  @Post('login')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'Sign in on the Client or Adviser tab; the answer is the next login status.' })
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiUnauthorizedResponse({
    description: 'The username or password is wrong (code invalid_credentials).',
    type: ErrorBodyDto,
  })
  @ApiForbiddenResponse({
    description:
      'The account is disabled or deactivated (codes account_disabled, account_deactivated), or its access level could not be found (code access_mapping).',
    type: ErrorBodyDto,
  })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_FAILURES, type: ErrorBodyDto })
  async login(@Req() req: Request, @Body() body: LoginDto): Promise<SignInResponseDto> {
    const keys = throttleKeys(req, body.username);
    await this.flow.assertNotThrottled(keys);
    await this.abandon(req);
    return this.flow.apply(req, await this.start.execute(body), keys);
  }

  @Get('login')
  @ApiOperation({ summary: 'Where a sign-in in progress has got to (Default when none).' })
  @ApiOkResponse({ type: SignInViewDto })
  progress(@Req() req: Request): SignInViewDto {
    const p = signInProgress(req);
    if (p) return toSignInView(p);
    return toSignInView({
      status: req.session.user ? LoginStatus.LoginSuccess : LoginStatus.Default,
      tab: 'client',
      username: '',
      password: '',
    });
  }

  @Post('login/memorable-characters')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'MemorableCharactersRequired: the three characters asked for.' })
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiConflictResponse({ description: 'The sign-in is not at this step.', type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_FAILURES, type: ErrorBodyDto })
  async memorableCharacters(@Req() req: Request, @Body() body: MemorableCharactersDto): Promise<SignInResponseDto> {
    const keys = await this.stepKeys(req);
    return this.flow.apply(req, await this.memorable.execute(signInProgress(req), body.characters), keys);
  }

  @Post('login/mfa-code')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'MfaRequired: the code sent to the linked device.' })
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiConflictResponse({ description: 'The sign-in is not at this step.', type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_FAILURES, type: ErrorBodyDto })
  async mfaCode(@Req() req: Request, @Body() body: CodeDto): Promise<SignInResponseDto> {
    const keys = await this.stepKeys(req);
    return this.flow.apply(req, await this.mfa.execute(signInProgress(req), body.code.trim()), keys);
  }

  @Post('login/new-code')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({
    summary: "'Request new code': at MfaRequired sends a fresh code; after a wrong enrolment code restarts enrolment.",
  })
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiConflictResponse({ description: 'The sign-in is not at a code step.', type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ description: `${TOO_MANY_CODES} ${TOO_MANY_FAILURES}`, type: ErrorBodyDto })
  async newCode(@Req() req: Request): Promise<SignInResponseDto> {
    const keys = await this.stepKeys(req);
    // At MfaRequired the platform sends a fresh code; at an enrolment step it only starts again at
    // the method choice, and the code is counted when a method is chosen.
    await this.takeCodeSend(req, LoginStatus.MfaRequired);
    return this.flow.apply(req, await this.restartEnrolment.execute(signInProgress(req)), keys);
  }

  @Post('login/enrolment-method')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'MfaEnrolmentLinkDevice: the chosen verification method; a code is sent to it.' })
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiConflictResponse({ description: 'The sign-in is not at this step.', type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ description: `${TOO_MANY_CODES} ${TOO_MANY_FAILURES}`, type: ErrorBodyDto })
  async enrolmentMethod(@Req() req: Request, @Body() body: EnrolmentMethodDto): Promise<SignInResponseDto> {
    const keys = await this.stepKeys(req);
    await this.takeCodeSend(req, LoginStatus.MfaEnrolmentLinkDevice);
    return this.flow.apply(req, await this.enrolMethod.execute(signInProgress(req), body.method), keys);
  }

  @Post('login/enrolment-code')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({
    summary: 'MfaEnrolmentValidateDevice: the code sent to the new device. Success asks to verify once more.',
  })
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiConflictResponse({ description: 'The sign-in is not at this step.', type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_FAILURES, type: ErrorBodyDto })
  async enrolmentCode(@Req() req: Request, @Body() body: CodeDto): Promise<SignInResponseDto> {
    const keys = await this.stepKeys(req);
    return this.flow.apply(req, await this.enrolCode.execute(signInProgress(req), body.code.trim()), keys);
  }

  @Post('login/change-password')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'ForceChangePassword: the new password.' })
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiConflictResponse({ description: 'The sign-in is not at this step.', type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_FAILURES, type: ErrorBodyDto })
  async changePassword(@Req() req: Request, @Body() body: NewPasswordDto): Promise<SignInResponseDto> {
    const keys = await this.stepKeys(req);
    return this.flow.apply(req, await this.expiredPassword.execute(signInProgress(req), body.newPassword), keys);
  }

  @Post('login/site-terms')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'SiteTerms: accepts the login disclaimer.' })
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiConflictResponse({ description: 'The sign-in is not at this step.', type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_FAILURES, type: ErrorBodyDto })
  async acceptSiteTerms(@Req() req: Request, @Body() _body: SiteTermsDto): Promise<SignInResponseDto> {
    const keys = await this.stepKeys(req);
    const today = todayIso(req);
    return this.flow.apply(req, await this.siteTerms.execute(signInProgress(req), { today }), keys);
  }

  @Get('login/security-questions')
  @ApiOperation({
    summary: "SetSecurityQuestions: the minimum answer length the platform's version calls for (spec 3 §5: 8 or 0).",
  })
  @ApiOkResponse({ type: SecurityAnswerMinimumDto })
  @ApiConflictResponse({ description: 'The sign-in is not at this step.', type: ErrorBodyDto })
  async securityAnswerRules(@Req() req: Request): Promise<SecurityAnswerMinimumDto> {
    return unwrap(await this.securityAnswerMinimum.execute(signInProgress(req)));
  }

  @Post('login/security-questions')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @ApiOperation({
    summary:
      'SetSecurityQuestions: two questions and their answers, checked by every spec 3 §5 rule first (answers of at least 8 characters from platform 22.8.234); a refusal (code validation) names each problem by its question.',
  })
  @ApiOkResponse({ type: SignInResponseDto })
  @ApiConflictResponse({ description: 'The sign-in is not at this step.', type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ description: TOO_MANY_FAILURES, type: ErrorBodyDto })
  async setSecurityQuestions(@Req() req: Request, @Body() body: SecurityQuestionsDto): Promise<SignInResponseDto> {
    const keys = await this.stepKeys(req);
    return this.flow.apply(req, await this.securityQuestions.execute(signInProgress(req), body.questions), keys);
  }

  @Post('login/cancel')
  @HttpCode(204)
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'Return to login or decline: abandons the sign-in in progress.' })
  @ApiNoContentResponse()
  async cancel(@Req() req: Request): Promise<void> {
    await this.abandon(req);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'Signs out: ends the platform session and destroys the portal session.' })
  @ApiNoContentResponse()
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    // The portal session ends first, whatever the platform then says: sign-out is final.
    const credential = req.session.platform ?? signInProgress(req)?.credential;
    await destroySession(req);
    const cookieName: unknown = req.app.get('portal:cookie-name');
    res.clearCookie(typeof cookieName === 'string' ? cookieName : 'portal.sid', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: !!req.app.get('portal:cookie-secure'),
    });
    await this.signOut.execute(credential);
  }

  /** A sign-in step is throttled like the sign-in itself, by address and account. */
  private async stepKeys(req: Request): Promise<ThrottleSubject> {
    const keys = throttleKeys(req, signInProgress(req)?.username ?? '');
    await this.flow.assertNotThrottled(keys);
    return keys;
  }

  /**
   * A step that makes the platform send a code takes one from the account's and the address's
   * allowance; a request at another step sends nothing (the use case refuses it) and takes nothing.
   */
  private async takeCodeSend(req: Request, sendsAt: LoginStatus): Promise<void> {
    const signIn = signInProgress(req);
    if (signIn?.status === sendsAt) await this.sends.forAccount(req, signIn.username);
  }

  /** A new sign-in replaces whatever the session held: a sign-in in progress or a signed-in user. */
  private async abandon(req: Request): Promise<void> {
    const s = req.session;
    const credential = signInProgress(req)?.credential ?? s.platform;
    if (credential) await this.signOut.execute(credential);
    endSignIn(req);
    delete s.platform;
    delete s.user;
    delete s.clientInContext;
  }
}
