import { Option, type Command } from 'commander';
import { ExplainPerformanceUseCase, type Explanation } from '../../application/analysis/explain-performance.use-case';
import { ChooseClientUseCase } from '../../application/clients/choose-client.use-case';
import { err } from '../../domain/shared/result';
import { portalError } from '../../application/errors/portal-error';
import { portalActor } from '../../application/session/portal-actor';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { DEFAULT_RANGE_PRESET } from '../../domain/analysis/date-range';
import { CliFailure, EXIT_USAGE, writeJson, writeLines, type CliIo } from '../cli-io';
import { explainLines } from '../format/explain.format';
import { replayHeading, stepLines } from '../format/replay.format';
import { withSignInOptions, type SignInFlags } from './sign-in-options';
import { failureText, targetLabel, whileSignedIn } from './signed-in';
import { FirmToday } from '../../application/shared/firm-today';

interface ExplainFlags extends SignInFlags {
  account?: string;
  portfolio?: string;
  group?: string;
  range?: string;
  from?: string;
  to?: string;
  currency?: string;
  client?: string;
}

const RANGES = ['1y', '2y', '3y', 'ytd', 'inception'];

function wholeNumber(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new CliFailure(`${flag} must be a whole number`, EXIT_USAGE);
  return Number(value);
}

/** portal analysis explain <username>: how a selection's TWRR and IRR are worked out, from its daily values and flows. */
export function addAnalysisExplain(analysis: Command, io: CliIo): void {
  withSignInOptions(analysis.command('explain'))
    .description(
      "sign in, then explain a selection's performance: period, opening and closing values, every flow with its rate, TWRR and IRR, and the conventions",
    )
    .option('--account <id>', 'one account')
    .option('--portfolio <id>', 'one portfolio')
    .option('--group <code>', 'one account group')
    .addOption(new Option('--range <range>', `preset range (default ${DEFAULT_RANGE_PRESET})`).choices(RANGES))
    .option('--from <date>', 'custom range start, YYYY-MM-DD')
    .option('--to <date>', 'custom range end, YYYY-MM-DD')
    .option('--currency <code>', "report currency (default the client's preferred one)")
    .option('--client <id>', 'with --adviser: the client to act for')
    .action(async (username: string, _options: unknown, command: Command) => {
      const flags = command.optsWithGlobals<ExplainFlags>();
      const filter = {
        account: wholeNumber('--account', flags.account),
        portfolio: wholeNumber('--portfolio', flags.portfolio),
        group: flags.group,
      };
      if ([filter.account, filter.portfolio, filter.group].filter((v) => v !== undefined).length > 1)
        throw new CliFailure('Choose one of --account, --portfolio or --group.', EXIT_USAGE);
      const clientId = wholeNumber('--client', flags.client);

      const run = await whileSignedIn<Explanation>(io, username, flags, async (app, signedIn) => {
        const today = app.get(FirmToday).today();
        const { user, credential } = signedIn;
        // The client acted for, as the portal's session knows them: the partner with it, so that with
        // view_partner their own portfolios are part of the selection (spec 2 §6), as the client sees it.
        let clientInContext = null;
        if (user.role !== CLIENT_ROLE) {
          if (clientId === undefined)
            return err(portalError('forbidden', 'Choose a client first: an adviser needs --client <id>.'));
          const chosen = await app
            .get(ChooseClientUseCase)
            .execute(credential, { clientId, adviserEntityId: user.entityId });
          if (!chosen.ok) return chosen;
          clientInContext = chosen.value;
        }
        const actor = portalActor({ user, clientInContext, credential, today });
        if (!actor.ok) return err(portalError('forbidden', 'This user acts for no client.'));
        return app.get(ExplainPerformanceUseCase).execute(actor.value, {
          filter,
          range: flags.range,
          from: flags.from,
          to: flags.to,
          currency: flags.currency?.toUpperCase(),
        });
      });
      const { replay, outcome } = run;
      const error = !replay.result.ok ? replay.result.error : outcome && !outcome.ok ? outcome.error : null;
      if (flags.json) writeJson(io, outcome?.ok ? outcome.value : { error });
      else if (outcome?.ok) writeLines(io, [replayHeading(replay, targetLabel(run)), ...explainLines(outcome.value)]);
      else if (!replay.result.ok) writeLines(io, [replayHeading(replay, targetLabel(run)), ...stepLines(replay.steps)]);
      if (error) throw new CliFailure(failureText(error, run.platformUrl));
    });
}
