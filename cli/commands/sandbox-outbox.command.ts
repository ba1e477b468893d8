import type { Command } from 'commander';
import type { PortalError } from '../../application/errors/portal-error';
import { ReadOutboxUseCase } from '../../application/support/read-outbox.use-case';
import { openCliContext } from '../cli.module';
import { CliFailure, writeJson, writeLines, type CliIo } from '../cli-io';
import { outboxLines } from '../format/outbox.format';
import { platformUrlFrom, runningSandboxOrigin } from '../platform-target';

interface OutboxFlags {
  json?: boolean;
  platformUrl?: string;
}

/** portal sandbox outbox: the last code the sandbox "sent" to each user. */
export function addSandboxOutbox(sandbox: Command, io: CliIo): void {
  sandbox
    .command('outbox')
    .description(
      "the last one-time code sent to each user, read from a running sandbox platform (--platform-url's origin, else the portal's on SANDBOX_PORT, default 3001)",
    )
    .option('--json', 'print one JSON document instead of text')
    .action(async (_options: unknown, command: Command) => {
      const flags = command.optsWithGlobals<OutboxFlags>();
      const target = platformUrlFrom(flags.platformUrl, io.env) ?? runningSandboxOrigin(io.env);
      const origin = new URL(target).origin;
      const ctx = await openCliContext({ platformUrl: target, env: io.env });
      try {
        const codes = await ctx.app.get(ReadOutboxUseCase).execute();
        const error = codes.ok ? null : codes.error;
        if (flags.json) writeJson(io, { sandbox: origin, ok: codes.ok, codes: codes.ok ? codes.value : [], error });
        else if (codes.ok) writeLines(io, outboxLines(codes.value, origin));
        if (error) throw new CliFailure(outboxFailure(error, origin));
      } finally {
        await ctx.close();
      }
    });
}

function outboxFailure(error: PortalError, origin: string): string {
  if (error.code === 'unavailable')
    return `No sandbox platform answered at ${origin}. Start the portal with npm start, or pass --platform-url.`;
  if (error.code === 'not_found')
    return `The server at ${origin} is not a sandbox platform: it has no /sandbox/outbox.`;
  return error.message;
}
