import { checkReportRange, singleDateError, type SingleDateChoice } from '../../../../domain/valuation/valuation-dates';
import { dateKindFor, selectionKindsFor } from '../../../../domain/valuation/valuation-request';
import type { RunReportBody, ValuationOptions, ValuationTemplateView } from '../../lib/contract';

/** What the templated report form holds, and how it becomes a run (spec 3 §3, §5). */

export interface ReportFormState {
  /** 'member:ID', 'group:CODE', 'account:ID' or 'portfolio:ID'; '' for the client themself. */
  choice: string;
  from: string;
  to: string;
  dateChoice: SingleDateChoice;
  date: string;
}

export interface ChoiceOption {
  value: string;
  label: string;
  group?: string;
}

/** The choices a template's selector offers from what the client may see. */
export function choicesFor(t: Pick<ValuationTemplateView, 'requiredSelector'>, o: ValuationOptions): ChoiceOption[] {
  const kinds = selectionKindsFor(t.requiredSelector);
  const out: ChoiceOption[] = [];
  if (kinds.includes('member')) out.push(...o.members.map((m) => ({ value: `member:${m.memberId}`, label: m.label })));
  if (kinds.includes('group'))
    out.push(
      ...o.groups.map((g) => ({
        value: `group:${g.code}`,
        label: g.name,
        group: kinds.length > 1 ? 'Account groups' : undefined,
      })),
    );
  if (kinds.includes('account'))
    out.push(...o.accounts.map((a) => ({ value: `account:${a.id}`, label: a.name, group: 'Accounts' })));
  if (kinds.includes('portfolio'))
    out.push(...o.portfolios.map((p) => ({ value: `portfolio:${p.id}`, label: p.name })));
  return out;
}

/** A templated report is offered only when its selector has something to choose. */
export function isOfferable(t: ValuationTemplateView, o: ValuationOptions): boolean {
  return t.requiredSelector === 'Current Client Only' || choicesFor(t, o).length > 0;
}

export function initialForm(t: ValuationTemplateView, o: ValuationOptions): ReportFormState {
  return {
    choice: choicesFor(t, o)[0]?.value ?? '',
    from: o.defaultRange.from,
    to: o.defaultRange.to,
    dateChoice: 'today',
    date: o.today,
  };
}

export interface FormErrors {
  from?: string;
  to?: string;
  date?: string;
}

/** The §5 checks, as the page shows them before anything is sent. */
export function formErrors(t: ValuationTemplateView, f: ReportFormState, o: ValuationOptions): FormErrors {
  const kind = dateKindFor(t.dateParameters);
  if (kind === 'range') {
    const r = checkReportRange({ from: f.from, to: f.to, today: o.today, holdBack: o.holdBack });
    return { ...(r.fromError ? { from: r.fromError } : {}), ...(r.toError ? { to: r.toError } : {}) };
  }
  const dateError = kind === 'single' && f.dateChoice === 'custom' ? singleDateError(f.date, o.today) : null;
  if (dateError) return { date: dateError };
  return {};
}

/** The run's body: the selection from the choice, and the dates the template asks for. */
export function runBody(t: ValuationTemplateView, f: ReportFormState): RunReportBody {
  const [kind, id] = f.choice
    ? [f.choice.slice(0, f.choice.indexOf(':')), f.choice.slice(f.choice.indexOf(':') + 1)]
    : ['client', ''];
  const body: RunReportBody = { templateId: t.id, selection: kind as RunReportBody['selection'] };
  if (kind === 'member') body.memberId = Number(id);
  if (kind === 'group') body.groupCode = id;
  if (kind === 'account') body.accountId = Number(id);
  if (kind === 'portfolio') body.portfolioId = Number(id);
  const dates = dateKindFor(t.dateParameters);
  if (dates === 'range') Object.assign(body, { from: f.from, to: f.to });
  if (dates === 'single')
    Object.assign(body, f.dateChoice === 'custom' ? { dateChoice: 'custom', date: f.date } : { dateChoice: 'today' });
  return body;
}
