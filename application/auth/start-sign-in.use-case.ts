import { LoginStatus } from '../../domain/auth/login-status';
import { clientUsername } from '../../domain/auth/login-flow';
import { err, Result } from '../../domain/shared/result';
import { PortalError } from '../errors/portal-error';
import { SignInPort } from '../ports/sign-in.port';
import { Injectable } from '../shared/injectable';
import { applyLoginOutcome, signInFailure } from './login-outcome';
import type { LoginTab, SignInProgress } from './sign-in-progress';

@Injectable()
export class StartSignInUseCase {
  constructor(private readonly platform: SignInPort) {}

  async execute(input: {
    tab: LoginTab;
    username: string;
    password: string;
  }): Promise<Result<SignInProgress, PortalError>> {
    const username = input.tab === 'client' ? clientUsername(input.username.trim()) : input.username.trim();
    const base: SignInProgress = { status: LoginStatus.Default, tab: input.tab, username, password: input.password };
    try {
      return applyLoginOutcome(base, await this.platform.login({ username, password: input.password }));
    } catch (e) {
      return err(signInFailure(e));
    }
  }
}
