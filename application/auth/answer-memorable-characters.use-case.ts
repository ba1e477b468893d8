import { LoginStatus } from '../../domain/auth/login-status';
import { err, Result } from '../../domain/shared/result';
import { PortalError } from '../errors/portal-error';
import { SignInPort } from '../ports/sign-in.port';
import { Injectable } from '../shared/injectable';
import { applyLoginOutcome, requireStatus, signInFailure } from './login-outcome';
import type { SignInProgress } from './sign-in-progress';

@Injectable()
export class AnswerMemorableCharactersUseCase {
  constructor(private readonly platform: SignInPort) {}

  async execute(
    progress: SignInProgress | undefined,
    characters: string[],
  ): Promise<Result<SignInProgress, PortalError>> {
    const at = requireStatus(progress, LoginStatus.MemorableCharactersRequired);
    if (!at.ok) return at;
    const p = at.value;
    try {
      const outcome = await this.platform.login({
        username: p.username,
        password: p.password,
        memorableCharacters: characters,
      });
      return applyLoginOutcome(p, outcome);
    } catch (e) {
      return err(signInFailure(e));
    }
  }
}
