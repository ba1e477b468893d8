import type { Command } from 'commander';
import { DumpAccessUseCase } from '../../application/support/dump-access.use-case';
import { CliFailure, writeJson, writeLines, type CliIo } from '../cli-io';
import { accessLines } from '../format/access.format';
import { replayHeading, stepLines } from '../format/replay.format';
import { withSignInOptions, type SignInFlags } from './sign-in-options';
import { failureText, targetLabel, whileSignedIn } from './signed-in';

/** portal access dump <username>: access levels, every page allowed or denied and why, capabilities. */
export function addAccessDump(access: Command, io: CliIo): void {
  withSignInOptions(access.command('dump'))
    .description(
      'sign in, then print access levels, every portal page allowed or denied with the reason, and the capabilities',
    )
    .action(async (username: string, _options: unknown, command: Command) => {
      const flags = command.optsWithGlobals<SignInFlags>();
      const run = await whileSignedIn(io, username, flags, (app, signedIn) =>
        app.get(DumpAccessUseCase).execute(signedIn.credential, signedIn.user),
      );
      const { replay, outcome } = run;
      const dump = outcome?.ok ? outcome.value : null;
      const error = !replay.result.ok ? replay.result.error : outcome && !outcome.ok ? outcome.error : null;
      if (flags.json) {
        writeJson(io, {
          platformUrl: run.platformUrl,
          embeddedSandbox: run.embedded,
          tab: replay.tab,
          username: replay.username,
          ok: error === null,
          signIn: replay.steps,
          access: dump,
          error,
        });
      } else if (dump) {
        const path = [replay.steps[0]?.from, ...replay.steps.map((s) => s.to)].join(' → ');
        writeLines(io, [
          replayHeading(replay, targetLabel(run)),
          `Signed in: ${path}`,
          ...accessLines(dump),
          'Signed out.',
        ]);
      } else {
        writeLines(io, [replayHeading(replay, targetLabel(run)), ...stepLines(replay.steps)]);
      }
      if (error) throw new CliFailure(failureText(error, run.platformUrl));
    });
}
