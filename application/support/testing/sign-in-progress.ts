import type { LoginStatus } from '../../../domain/auth/login-status';
import type { SignInProgress } from '../../auth/sign-in-progress';

/** A sign-in that has reached `status`, as a client 'zoe@client' with password 'pw'. */
export function progressAt(status: LoginStatus, over: Partial<SignInProgress> = {}): SignInProgress {
  return { status, tab: 'client', username: 'zoe@client', password: 'pw', ...over };
}
