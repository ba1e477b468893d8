import { REPORT_STARTED_TEXT, REPORT_WAIT_TEXT } from '../../domain/valuation/report-job';
import {
  checkReportRange,
  DATE_NEEDED,
  singleDateError,
  singleReportDate,
  type SingleDateChoice,
} from '../../domain/valuation/valuation-dates';
import {
  buildReportRequest,
  dateKindFor,
  selectionKindsFor,
  type ReportDates,
  type ValuationSelection,
} from '../../domain/valuation/valuation-request';
import { isOfferedMember, MEMBER_NOT_OFFERED } from '../../domain/valuation/valuation-members';
import type { ValuationTemplate } from '../../domain/valuation/valuation-templates';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { ValuationPort } from '../ports/valuation.port';
import { Injectable } from '../shared/injectable';
import { ValuationContextLoader, type ValuationContext } from './valuation-context';
import { SELECTION_REFUSED, TEMPLATE_NOT_FOUND } from './valuation-refusals';
import type { PortalActor } from '../session/portal-actor';

export const NOT_YOUR_SELECTION = 'That is not one of the accounts, groups, portfolios or people you can report on.';

export interface RunReportCommand {
  templateId: number;
  selection: ValuationSelection;
  /** Date Range: from and to ('YYYY-MM-DD'); Single Date: the choice, and the date when Custom. */
  from?: string | null;
  to?: string | null;
  dateChoice?: SingleDateChoice | null;
  date?: string | null;
  sinceInception?: boolean;
}

export interface RunReportResult {
  jobId: number;
  clientId: number;
  /** spec 3 §4: 'We are generating your portfolio report' and the wait note. */
  message: string;
  detail: string;
}

const refuse = (message: string): Result<never, PortalError> => err(portalError('forbidden', message));
const invalid = (message: string): Result<never, PortalError> => err(portalError('validation', message));

/** The selection, checked by the portal against what the client may see (the lists the page offers); a portfolio's accounts with it. */
function checkSelection(
  ctx: ValuationContext,
  t: ValuationTemplate,
  selection: ValuationSelection,
): Result<number[], PortalError> {
  if (!selectionKindsFor(t.requiredSelector).includes(selection.kind)) return invalid(SELECTION_REFUSED);
  const { scope, members } = ctx;
  switch (selection.kind) {
    case 'client':
      return ok([]);
    case 'member':
      return isOfferedMember(members, selection.memberId) ? ok([]) : refuse(MEMBER_NOT_OFFERED);
    case 'group':
      return scope.groups.some((g) => g.code === selection.groupCode) ? ok([]) : refuse(NOT_YOUR_SELECTION);
    case 'account':
      return scope.accounts.some((a) => a.id === selection.accountId) ? ok([]) : refuse(NOT_YOUR_SELECTION);
    case 'portfolio': {
      const ids = scope.accounts.filter((a) => a.portfolioId === selection.portfolioId).map((a) => a.id);
      return ids.length ? ok(ids) : refuse(NOT_YOUR_SELECTION);
    }
  }
}

function checkDates(
  t: ValuationTemplate,
  cmd: RunReportCommand,
  today: string,
  holdBack: boolean,
): Result<ReportDates, PortalError> {
  const kind = dateKindFor(t.dateParameters);
  if (kind === 'range') {
    const range = checkReportRange({ from: cmd.from, to: cmd.to, today, holdBack });
    if (!range.valid) return invalid(range.toError ?? range.fromError ?? DATE_NEEDED);
    return ok({ kind, from: range.from!, to: range.to!, ...(cmd.sinceInception ? { sinceInception: true } : {}) });
  }
  if (kind === 'single') {
    const error = cmd.dateChoice === 'custom' ? singleDateError(cmd.date, today) : null;
    if (error) return invalid(error);
    const date = singleReportDate({ choice: cmd.dateChoice ?? 'today', date: cmd.date, today, holdBack });
    return date ? ok({ kind, date }) : invalid(DATE_NEEDED);
  }
  return ok({ kind: 'none' });
}

/**
 * Runs a report (spec 3 §4, §7): the template must be one of the user's, the selection one the
 * template asks for and the client's own, the dates valid under §5 (hold-back applied); the platform
 * answers a job id that the page then polls.
 */
@Injectable()
export class RunValuationReportUseCase {
  constructor(
    private readonly contexts: ValuationContextLoader,
    private readonly valuation: ValuationPort,
  ) {}

  async execute(user: PortalActor, cmd: RunReportCommand): Promise<Result<RunReportResult, PortalError>> {
    const { credential } = user;
    try {
      const loaded = await this.contexts.load(user);
      if (!loaded.ok) return loaded;
      const t = loaded.value.templates.find((x) => x.id === cmd.templateId);
      if (!t) return err(portalError('not_found', TEMPLATE_NOT_FOUND));
      const accounts = checkSelection(loaded.value, t, cmd.selection);
      if (!accounts.ok) return accounts;
      const dates = checkDates(t, cmd, user.today, loaded.value.scope.config.holdBackPeriod);
      if (!dates.ok) return dates;
      const request = buildReportRequest({
        clientId: user.clientId,
        selection: cmd.selection,
        dates: dates.value,
        portfolioAccounts: accounts.value,
      });
      const { jobId } = await this.valuation.runReport({ credential, reportId: t.id, request });
      return ok({ jobId, clientId: user.clientId, message: REPORT_STARTED_TEXT, detail: REPORT_WAIT_TEXT });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
