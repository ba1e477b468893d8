import type { INestApplicationContext } from '@nestjs/common';
import type { PortalError } from '../../application/errors/portal-error';
import { SignOutUseCase } from '../../application/session/sign-out.use-case';
import {
  ReplaySignInUseCase,
  type SignedIn,
  type SignInReplay,
} from '../../application/support/replay-sign-in.use-case';
import type { Result } from '../../domain/shared/result';
import { openCliContext } from '../cli.module';
import type { CliIo } from '../cli-io';
import { platformUrlFrom } from '../platform-target';
import { replayInput, type SignInFlags } from './sign-in-options';
import { FirmToday } from '../../application/shared/firm-today';

export interface SignedInRun<T> {
  platformUrl: string;
  embedded: boolean;
  replay: SignInReplay;
  /** What `use` gave; null when the sign-in itself failed. */
  outcome: Result<T, PortalError> | null;
}

/**
 * Replays the sign-in (against --platform-url, PLATFORM_URL, or an embedded sandbox), runs `use`
 * while signed in, then always signs out and stops whatever it started.
 */
export async function whileSignedIn<T>(
  io: CliIo,
  username: string,
  flags: SignInFlags,
  use: (app: INestApplicationContext, signedIn: SignedIn) => Promise<Result<T, PortalError>>,
): Promise<SignedInRun<T>> {
  const ctx = await openCliContext({ platformUrl: platformUrlFrom(flags.platformUrl, io.env), env: io.env });
  try {
    const today = ctx.app.get(FirmToday).today();
    const replay = await ctx.app.get(ReplaySignInUseCase).execute(replayInput(username, flags, today));
    let outcome: Result<T, PortalError> | null = null;
    if (replay.result.ok) {
      const signedIn = replay.result.value;
      try {
        outcome = await use(ctx.app, signedIn);
      } finally {
        await ctx.app.get(SignOutUseCase).execute(signedIn.credential);
      }
    }
    return { platformUrl: ctx.platformUrl, embedded: ctx.embedded, replay, outcome };
  } finally {
    await ctx.close();
  }
}

/** Where a run went, for headings. */
export function targetLabel(run: { platformUrl: string; embedded: boolean }): string {
  return run.embedded ? `${run.platformUrl} (embedded sandbox)` : run.platformUrl;
}

/** The one line on standard error for a failure: the spec's text, or which platform did not answer. */
export function failureText(error: PortalError, platformUrl: string): string {
  if (error.code === 'unavailable')
    return `The platform at ${platformUrl} is not available: ${error.apiMessage ?? error.message}`;
  return error.message;
}
