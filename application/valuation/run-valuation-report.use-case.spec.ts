import { ok } from '../../domain/shared/result';
import { END_BEFORE_START } from '../../domain/valuation/valuation-dates';
import type { ReportRequest } from '../../domain/valuation/valuation-request';
import { MEMBER_NOT_OFFERED } from '../../domain/valuation/valuation-members';
import type { ValuationTemplate } from '../../domain/valuation/valuation-templates';
import { ValuationPort, type PlatformReportTemplate, type ReportJobState } from '../ports/valuation.port';
import { GetReportJobUseCase } from './get-report-job.use-case';
import { NOT_YOUR_SELECTION, RunValuationReportUseCase } from './run-valuation-report.use-case';
import type { ValuationContext, ValuationContextLoader } from './valuation-context';
import { testActor } from '../session/testing/test-actor';
import { first } from '../../domain/shared/present';

class FakeValuationPort extends ValuationPort {
  runs: { reportId: number; request: ReportRequest }[] = [];
  state: ReportJobState = { status: 202, docnoteId: null, message: 'not complete' };
  async templates(): Promise<PlatformReportTemplate[]> {
    return [];
  }
  async runReport(req: { reportId: number; request: ReportRequest }): Promise<{ jobId: number }> {
    this.runs.push({ reportId: req.reportId, request: req.request });
    return { jobId: 70000 + this.runs.length };
  }
  async jobState(): Promise<ReportJobState> {
    return this.state;
  }
}

const t = (
  id: number,
  requiredSelector: ValuationTemplate['requiredSelector'],
  dateParameters: ValuationTemplate['dateParameters'],
): ValuationTemplate => ({ id, name: `T${id}`, userType: 'Client', requiredSelector, dateParameters });

function setup(holdBack = false) {
  const context = {
    templates: [
      t(1, 'Current Client Only', 'Date Range'),
      t(2, 'Select Portfolios', 'Single Date'),
      t(3, 'Account Group Or Account', 'No Date Required'),
      t(4, 'Select Entity', 'No Date Required'),
    ],
    members: [
      { memberId: 10, label: 'Me' },
      { memberId: 20, label: 'Ben' },
    ],
    scope: {
      groups: [{ code: 'ISA', name: 'ISAs', reportCurrency: 'GBP', accountIds: [101] }],
      accounts: [
        { id: 101, portfolioId: 11 },
        { id: 102, portfolioId: 11 },
        { id: 201, portfolioId: 12 },
      ],
      portfolios: [{ id: 11 }, { id: 12 }],
      config: { holdBackPeriod: holdBack },
    },
  } as unknown as ValuationContext;
  const loader = { load: async () => ok(context) } as unknown as ValuationContextLoader;
  const port = new FakeValuationPort();
  return { port, run: new RunValuationReportUseCase(loader, port) };
}

const credential = { sessionId: 's' } as never;
const user = testActor({ clientId: 10, siteAccessLevel: null, today: '2026-11-25', credential });

describe('RunValuationReportUseCase (spec 3 §3, §5, §6, §7)', () => {
  it('sends a range with the end held back to yesterday when the setting is on, and answers the job with the §4 texts', async () => {
    const { port, run } = setup(true);
    const result = await run.execute(user, {
      templateId: 1,
      selection: { kind: 'client' },
      from: '2025-11-25',
      to: '2026-11-25',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        jobId: 70001,
        clientId: 10,
        message: 'We are generating your portfolio report',
        detail: 'This can take up to 5 minutes to complete...',
      },
    });
    expect(port.runs[0]).toEqual({
      reportId: 1,
      request: { entityid: 10, variables: { from_date: '2025-11-25', to_date: '2026-11-24' } },
    });
  });

  it('refuses an end before the start with the §5 text, and sends nothing', async () => {
    const { port, run } = setup();
    const result = await run.execute(user, {
      templateId: 1,
      selection: { kind: 'client' },
      from: '2026-02-01',
      to: '2026-01-01',
    });
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'validation', message: END_BEFORE_START }),
    });
    expect(port.runs).toEqual([]);
  });

  it("sends a chosen portfolio's accounts and today (held back) as the single date", async () => {
    const { port, run } = setup(true);
    await run.execute(user, { templateId: 2, selection: { kind: 'portfolio', portfolioId: 11 }, dateChoice: 'today' });
    expect(first(port.runs).request).toEqual({
      entityid: 10,
      variables: { as_at_date: '2026-11-24', report_type: 'account', accountid: [101, 102] },
    });
  });

  it("refuses what is not the client's: an account, a portfolio, a group or a member not in the lists", async () => {
    const { port, run } = setup();
    for (const selection of [
      { kind: 'account', accountId: 999 },
      { kind: 'group', groupCode: 'GIA' },
    ] as const) {
      expect(await run.execute(user, { templateId: 3, selection })).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'forbidden', message: NOT_YOUR_SELECTION }),
      });
    }
    expect(
      (
        await run.execute(user, {
          templateId: 2,
          selection: { kind: 'portfolio', portfolioId: 99 },
          dateChoice: 'today',
        })
      ).ok,
    ).toBe(false);
    expect(await run.execute(user, { templateId: 4, selection: { kind: 'member', memberId: 30 } })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'forbidden', message: MEMBER_NOT_OFFERED }),
    });
    expect(port.runs).toEqual([]);
  });

  it('refuses a selection the template does not ask for, and a template that is not the user’s', async () => {
    const { run } = setup();
    expect(await run.execute(user, { templateId: 3, selection: { kind: 'portfolio', portfolioId: 11 } })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'validation' }),
    });
    expect(await run.execute(user, { templateId: 9, selection: { kind: 'client' } })).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'not_found' }),
    });
  });
});

describe('GetReportJobUseCase (spec 3 §7, §8)', () => {
  it.each([
    [202, 'running', null],
    [200, 'done', 900000001],
    [500, 'failed', null],
  ] as const)('status %i is %s', async (status, state, documentId) => {
    const port = new FakeValuationPort();
    port.state = { status, docnoteId: status === 200 ? 900000001 : null, message: null };
    const result = await new GetReportJobUseCase(port).execute(credential, 5);
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ jobId: 5, state, documentId }) });
  });
});
