import type { Command } from 'commander';
import { ok } from '../../domain/shared/result';
import { CliFailure, writeJson, writeLines, type CliIo } from '../cli-io';
import { replayHeading, stepLines, userDocument, userLines } from '../format/replay.format';
import { withSignInOptions, type SignInFlags } from './sign-in-options';
import { failureText, targetLabel, whileSignedIn } from './signed-in';

/** portal login replay <username>: every step of a sign-in, as the login page would go through it. */
export function addLoginReplay(login: Command, io: CliIo): void {
  withSignInOptions(login.command('replay'))
    .description('sign in and walk every step to LoginSuccess, printing what the user would see, then sign out')
    .action(async (username: string, _options: unknown, command: Command) => {
      const flags = command.optsWithGlobals<SignInFlags>();
      const run = await whileSignedIn(io, username, flags, () => Promise.resolve(ok(null)));
      const { replay } = run;
      const user = replay.result.ok ? replay.result.value.user : null;
      const error = replay.result.ok ? null : replay.result.error;
      if (flags.json) {
        writeJson(io, {
          platformUrl: run.platformUrl,
          embeddedSandbox: run.embedded,
          tab: replay.tab,
          username: replay.username,
          ok: error === null,
          steps: replay.steps,
          user: user && userDocument(user),
          error,
        });
      } else {
        writeLines(io, [
          replayHeading(replay, targetLabel(run)),
          ...stepLines(replay.steps),
          ...(user ? [...userLines(user), 'Signed out.'] : []),
        ]);
      }
      if (error) throw new CliFailure(failureText(error, run.platformUrl));
    });
}
