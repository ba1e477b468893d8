import { GetCapabilitiesUseCase } from './get-capabilities.use-case';
import { GetNotificationConfigUseCase } from './get-notification-config.use-case';
import { GetSessionTimeoutUseCase } from './get-session-timeout.use-case';
import { HeartbeatUseCase } from './heartbeat.use-case';
import { LoadPortalUserUseCase } from './load-portal-user.use-case';
import { SignOutUseCase } from './sign-out.use-case';

/** The session use cases, for the BFF's session module (which shares them with auth and clients). */
export const SESSION_USE_CASES = [
  LoadPortalUserUseCase,
  GetSessionTimeoutUseCase,
  SignOutUseCase,
  HeartbeatUseCase,
  GetCapabilitiesUseCase,
  GetNotificationConfigUseCase,
];
