import { Command, CommanderError } from 'commander';
import { addAccessDump } from './commands/access-dump.command';
import { addAnalysisExplain } from './commands/analysis-explain.command';
import { addLoginReplay } from './commands/login-replay.command';
import { addSandboxOutbox } from './commands/sandbox-outbox.command';
import { CliFailure, EXIT_FAILURE, EXIT_OK, EXIT_USAGE, type CliIo } from './cli-io';

const AFTER_HELP = `
Without --platform-url or PLATFORM_URL, login replay, access dump and analysis explain start an embedded sandbox
platform for the run. Every answer not given defaults to the sandbox's (PERSONAS.md).

Examples:
  portal login replay farah
  portal login replay hana --word wealthy --json
  portal access dump adviser --adviser
  portal analysis explain amelia --range inception
  portal analysis explain adviser --adviser --client 10001 --account 10001104 --json
  portal sandbox outbox --platform-url http://127.0.0.1:3001/resourceful

Exit codes: 0 success, 1 the command failed (message on standard error), 2 wrong usage.`;

function buildProgram(io: CliIo): Command {
  const program = new Command('portal')
    .description('Support tools for the client portal, built on the same use cases as the portal.')
    .option('--platform-url <url>', 'platform API base, e.g. http://127.0.0.1:3001/resourceful (default: PLATFORM_URL)')
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .exitOverride()
    .addHelpText('after', AFTER_HELP);
  addLoginReplay(program.command('login').description('sign-in checks'), io);
  addAccessDump(program.command('access').description('what a user may see'), io);
  addAnalysisExplain(program.command('analysis').description('how the analysis figures are worked out'), io);
  addSandboxOutbox(program.command('sandbox').description('the embedded sandbox platform'), io);
  return program;
}

/** Runs the `portal` command line in-process and answers its exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    await buildProgram(io).parseAsync(argv, { from: 'user' });
    return EXIT_OK;
  } catch (e) {
    // Commander has already printed help or the usage error.
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    io.err(`${e instanceof CliFailure ? e.message : `portal: ${e instanceof Error ? e.message : String(e)}`}\n`);
    return e instanceof CliFailure ? e.exitCode : EXIT_FAILURE;
  }
}
