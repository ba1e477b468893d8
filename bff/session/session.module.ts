import { Module } from '@nestjs/common';
import { GetCapabilitiesUseCase } from '../../application/session/get-capabilities.use-case';
import { GetNotificationConfigUseCase } from '../../application/session/get-notification-config.use-case';
import { GetSessionTimeoutUseCase } from '../../application/session/get-session-timeout.use-case';
import { LoadPortalUserUseCase } from '../../application/session/load-portal-user.use-case';
import { SESSION_USE_CASES } from '../../application/session/session-use-cases';
import { SignOutUseCase } from '../../application/session/sign-out.use-case';
import { SessionController } from './session.controller';

/** The signed-in session: its heartbeat, and the session use cases that sign-in (auth) and clients share. */
@Module({
  controllers: [SessionController],
  providers: [...SESSION_USE_CASES],
  exports: [
    LoadPortalUserUseCase,
    GetSessionTimeoutUseCase,
    SignOutUseCase,
    GetCapabilitiesUseCase,
    GetNotificationConfigUseCase,
  ],
})
export class SessionModule {}
