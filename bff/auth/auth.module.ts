import { Module } from '@nestjs/common';
import { AUTH_USE_CASES } from '../../application/auth/auth-use-cases';
import { CodeSendLimit } from '../../application/throttling/code-send-limit';
import { GuessThrottle } from '../../application/throttling/guess-throttle';
import { SessionModule } from '../session/session.module';
import { AuthController } from './auth.controller';
import { CodeSendGate } from './code-send.gate';
import { HelpController } from './help.controller';
import { SignInFlow } from './sign-in.flow';

/** Sign-in, enrolment and forgotten credentials; the code-send gate is shared with account. */
@Module({
  imports: [SessionModule],
  controllers: [AuthController, HelpController],
  providers: [...AUTH_USE_CASES, SignInFlow, GuessThrottle, CodeSendLimit, CodeSendGate],
  exports: [CodeSendGate],
})
export class AuthModule {}
