import { first } from '../../../domain/shared/present';
import { CATEGORY, type SandboxDocNote } from '../data/messages/docnote-records';
import { REPORT_TEMPLATES, reportTemplate, type SandboxReportTemplate } from '../data/valuation/report-templates';
import type { AccountRecord } from '../data/portfolio/portfolio-records';
import type { ClientRecord } from '../data/records';
import { assetFigures, portfolioFigures } from '../compute/report-figures';
import { entityCapabilities, reportScope, type ReportPortfolio } from '../report/report-scope';
import { valuationPdf } from '../report/valuation-pdf';
import { forbidden, notFound, SandboxError, validation } from '../http/errors';
import { ok, type Reply, type SignedInContext } from '../http/reply';
import { signedIn, type Route } from '../http/route';
import { bodyObject, readDate } from '../http/wire';
import { mayReadGroupOf } from '../rights/client-rights';
import { readableAccount, readableClientPortfolios, readablePortfolio } from '../rights/portfolio-rights';
import type { ReportJob } from '../state/report-job-store';

/**
 * Valuation reports (spec 3 §7 "Valuation reports"): the xmerge templates (list and one), a run
 * (POST xmerge/template/template-v2/{reportId}?_method=runasync with entityid, group_code and
 * variables) answering a job id, and the job (GET job_queue/completed_job/{id}): 202 "not complete"
 * until it is ready, then 200 with the new document's docnoteid, or 500 when a failure was armed.
 * A client runs Client templates for themselves or a member of their group; an adviser runs Adviser
 * templates for their own clients. Every account, portfolio and group named must be the caller's to see.
 */

export const JOB_NOT_COMPLETE = 'not complete';
export const JOB_FAILED = 'Report generation failed';
export const VALUATION_DOCTYPE = 'Valuation Report';

const templateView = (t: SandboxReportTemplate) => ({
  id: t.id,
  name: t.name,
  user_type: t.userType,
  required_selector: t.requiredSelector,
  date_parameters: t.dateParameters,
});

function templateFor(ctx: SignedInContext): SandboxReportTemplate {
  const t = reportTemplate(Number(ctx.params.id));
  if (!t) throw notFound(`report template ${ctx.params.id}`);
  if ((t.userType === 'Client') !== (ctx.user.role === 'ClientUser'))
    throw forbidden(`report template ${t.id} is for ${t.userType.toLowerCase()}s`);
  return t;
}

function entityFor(ctx: SignedInContext, body: Record<string, unknown>): ClientRecord {
  const id = Number(body.entityid);
  const client = Number.isSafeInteger(id) ? ctx.state.index.client(id) : undefined;
  if (!client) throw notFound(`client ${String(body.entityid)}`);
  if (!mayReadGroupOf(ctx, client)) throw forbidden(`you do not have access to client ${client.entityId}`);
  return ctx.state.clients.current(client);
}

/**
 * Whose messages and documents receive the copy: the signed-in client; for an adviser the client
 * named in docnote_entityid (the client in context, when the report is on another member of the
 * group), else the report's entity.
 */
function askerFor(ctx: SignedInContext, body: Record<string, unknown>, entity: ClientRecord): ClientRecord {
  if (ctx.user.role === 'ClientUser')
    return ctx.state.clients.current(ctx.state.index.client(ctx.user.entityId) ?? entity);
  if (body.docnote_entityid === undefined || body.docnote_entityid === null) return entity;
  const asker = entityFor(ctx, { entityid: body.docnote_entityid });
  const group = ctx.state.index.groupOf(asker.entityId);
  if (asker.entityId !== entity.entityId && !group?.members.some((m) => m.entityId === entity.entityId))
    throw validation('docnote_entityid must be of the same group as entityid');
  return asker;
}

/** The accountid a report asks for: a list, or comma-separated ids; any other value is no account id (400). */
function accountIdsOf(value: unknown): number[] {
  const list = Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : typeof value === 'string'
        ? value.split(',')
        : [typeof value === 'number' ? value : NaN];
  const ids = list.map((v) => Number(v));
  if (ids.some((n) => !Number.isSafeInteger(n))) throw validation('accountid must be account ids');
  return ids;
}

/**
 * The accounts the report covers, by portfolio, each checked against what the caller may see: the
 * whole client or an account group as the portal shows them (report-scope.ts); an account or a
 * portfolio's accounts as chosen, placed as the portal places them.
 */
function selectedScope(
  ctx: SignedInContext,
  t: SandboxReportTemplate,
  client: ClientRecord,
  body: Record<string, unknown>,
  vars: Record<string, unknown>,
): ReportPortfolio[] {
  readableClientPortfolios(ctx, client.entityId);
  const scope = reportScope(ctx.state, client, entityCapabilities(ctx.state, client, ctx.user));
  const pick = (keep: (a: AccountRecord) => boolean): ReportPortfolio[] =>
    scope.map((p) => ({ ...p, accounts: p.accounts.filter(keep) })).filter((p) => p.accounts.length > 0);
  /** Chosen accounts: where the portal shows them, else under their own portfolio. */
  const chosen = (accounts: AccountRecord[]): ReportPortfolio[] => {
    const ids = new Set(accounts.map((a) => a.accountId));
    const placed = pick((a) => ids.has(a.accountId));
    if (placed.length) return placed;
    const portfolio = ctx.state.portfolios.portfolio(first(accounts).portfolioId)!.portfolio;
    return [{ portfolio, isLinked: false, accounts }];
  };
  const groupCode = typeof body.group_code === 'string' ? body.group_code : '';
  const ids = accountIdsOf(vars.accountid);
  const byGroup = (): ReportPortfolio[] => {
    const found = pick((a) => a.groupCode === groupCode);
    if (!found.length) throw notFound(`account group ${groupCode}`);
    return found;
  };
  switch (t.requiredSelector) {
    case 'Current Client Only':
    case 'Select Entity':
      return scope;
    case 'Account Group':
      if (!groupCode) throw validation('group_code is required');
      return byGroup();
    case 'Account Group Or Account':
      if (vars.report_type === 'group' && groupCode) return byGroup();
      if (vars.report_type === 'account' && ids.length === 1) return chosen([readableAccount(ctx, first(ids)).account]);
      throw validation('report_type group with group_code, or account with one accountid, is required');
    case 'Select Portfolios': {
      if (!ids.length) throw validation('accountid is required');
      const accounts = ids.map((id) => readableAccount(ctx, id).account);
      const portfolios = new Set(accounts.map((a) => a.portfolioId));
      if (portfolios.size !== 1) throw validation('the accounts must be of one portfolio');
      readablePortfolio(ctx, first(accounts).portfolioId);
      return chosen(accounts);
    }
  }
}

function reportDates(ctx: SignedInContext, t: SandboxReportTemplate, vars: Record<string, unknown>): string[] {
  const today = ctx.state.portfolios.asOf;
  const date = (key: string): string => {
    const v = readDate(vars[key]) ?? (typeof vars[key] === 'string' ? String(vars[key]) : '');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v)))
      throw validation(`${key} must be a date (YYYY-MM-DD)`);
    if (v > today) throw validation(`${key} may not be after today`);
    return v;
  };
  if (t.dateParameters === 'Single Date') return [date('as_at_date')];
  if (t.dateParameters === 'Date Range') {
    const from = date('from_date');
    const to = date('to_date');
    if (to < from) throw validation('to_date may not be before from_date');
    return [from, to];
  }
  return [today];
}

function run(ctx: SignedInContext): Reply {
  if (ctx.query.get('_method') !== 'runasync')
    throw notFound('POST xmerge/template/template-v2 without _method=runasync');
  const t = templateFor(ctx);
  const body = bodyObject(ctx.body);
  const vars = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
  const client = entityFor(ctx, body);
  if (
    t.requiredSelector !== 'Select Entity' &&
    ctx.user.role === 'ClientUser' &&
    client.entityId !== ctx.user.entityId
  ) {
    throw forbidden(`report template ${t.id} runs for yourself only`);
  }
  const scope = selectedScope(ctx, t, client, body, vars);
  const dates = reportDates(ctx, t, vars);
  const settings = ctx.state.reportSettings;
  const figures = scope.length
    ? portfolioFigures(ctx.state, scope, dates, client.preferredCurrency, settings.feeTaxMode)
    : assetFigures(ctx.state, client);
  const asker = askerFor(ctx, body, client);
  const about = asker.entityId === client.entityId ? '' : ` - ${client.entityName}`;
  const subject = `${t.name}${about} - ${dates[dates.length - 1]}`;
  const filename = `${`${t.name}${about}`.replace(/[^A-Za-z0-9]+/g, '-')}-${dates[dates.length - 1]}.pdf`;
  const requestedOn = new Date(ctx.state.now()).toISOString().slice(0, 10);
  const pdf = valuationPdf({
    title: t.name,
    clientName: client.entityName,
    requestedBy: ctx.user.displayName,
    requestedOn,
    figures,
    settings,
  });
  const job = ctx.state.reports.start({
    userId: ctx.user.userId,
    templateId: t.id,
    clientEntityId: asker.entityId,
    render: () => ({ subject, filename, pdf }),
  });
  return ok({ job_id: job.id, status: 'queued' });
}

/** Files the finished report in the client's messages and documents (once). */
function file(ctx: SignedInContext, job: ReportJob): number {
  if (job.docnoteId !== null) return job.docnoteId;
  const { subject, filename, pdf } = job.render();
  const note = ctx.state.messages.addDocument(job.clientEntityId, (id): SandboxDocNote => ({
    id,
    entityIds: [job.clientEntityId],
    subject,
    createdAt: new Date(ctx.state.now()).toISOString(),
    referenceDate: new Date(ctx.state.now()).toISOString().slice(0, 10),
    categories: [CATEGORY.investments],
    accounts: [],
    doctype: VALUATION_DOCTYPE,
    docsubtype: null,
    creatorEntityId: null,
    creatorName: 'Valuation reports',
    clientAccessible: true,
    body: () => `<p>Your ${subject.replace(/[<>&]/g, '')} report is attached.</p>`,
    attachments: [
      {
        id: id * 100 + 1,
        docnoteId: id,
        filename,
        createdAt: new Date(ctx.state.now()).toISOString(),
        mimetype: 'application/pdf',
        bytes: () => pdf,
      },
    ],
    readBy: {},
    editPrivilege: 0,
    permission: 1,
  }));
  job.docnoteId = note.id;
  return note.id;
}

function completedJob(ctx: SignedInContext): Reply {
  const job = ctx.state.reports.find(Number(ctx.params.id));
  if (!job || job.userId !== ctx.user.userId) throw notFound(`job ${ctx.params.id}`);
  if (!ctx.state.reports.isReady(job))
    return { status: 202, body: { job_id: job.id, status: 202, message: JOB_NOT_COMPLETE } };
  if (job.fails) throw new SandboxError(500, 'report_failed', JOB_FAILED, 'There was a problem generating the report.');
  return ok({ job_id: job.id, status: 200, docnoteid: file(ctx, job) });
}

export const valuationRoutes: Route[] = [
  signedIn('GET', 'xmerge/template/template-v2', (ctx) =>
    ok(
      REPORT_TEMPLATES.filter((t) => (t.userType === 'Client') === (ctx.user.role === 'ClientUser')).map(templateView),
    ),
  ),
  signedIn('GET', 'xmerge/template/template-v2/:id', (ctx) => ok(templateView(templateFor(ctx)))),
  signedIn('POST', 'xmerge/template/template-v2/:id', run),
  signedIn('GET', 'job_queue/completed_job/:id', completedJob),
];
