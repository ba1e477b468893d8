import { SiteAccessLevel } from '../../domain/access/access-level';
import { MEMBER_NOT_OFFERED } from '../../domain/valuation/valuation-members';
import { VALUATION_TEMPLATES_SETTING } from '../../domain/valuation/valuation-templates';
import type { AnalysisScopeLoader } from '../analysis/analysis-scope';
import { scopeOf } from '../analysis/testing/analysis-fakes';
import type { ClientGroupMember, ClientsPort } from '../ports/clients.port';
import { ValuationPort, type PlatformReportTemplate, type ReportJobState } from '../ports/valuation.port';
import type { ReportRequest } from '../../domain/valuation/valuation-request';
import { RunValuationReportUseCase } from './run-valuation-report.use-case';
import { ValuationContextLoader } from './valuation-context';
import { testActor } from '../session/testing/test-actor';

const AMELIA = 10;
const BEN = 20;
const OLIVER = 30;

class FakeValuationPort extends ValuationPort {
  runs: ReportRequest[] = [];
  async templates(): Promise<PlatformReportTemplate[]> {
    return [{ id: 506 } as PlatformReportTemplate];
  }
  async runReport(req: { request: ReportRequest }): Promise<{ jobId: number }> {
    this.runs.push(req.request);
    return { jobId: 1 };
  }
  async jobState(): Promise<ReportJobState> {
    return { status: 202, docnoteId: null, message: 'not complete' };
  }
}

const group: ClientGroupMember[] = [
  { memberId: AMELIA, entityName: 'Amelia Hartley', loginAccessible: true, isClient: true },
  { memberId: BEN, entityName: 'Ben Hartley', loginAccessible: true, isClient: true },
  { memberId: OLIVER, entityName: 'Oliver Hartley', loginAccessible: false, isClient: true },
];

const settings = {
  [VALUATION_TEMPLATES_SETTING]: [
    {
      id: 506,
      name: 'Household',
      userType: 'Client',
      requiredSelector: 'Select Entity',
      dateParameters: 'No Date Required',
    },
  ],
};

function setup(capabilities: string[]) {
  const scopes = { load: async () => scopeOf([], { capabilities, settings }) } as unknown as AnalysisScopeLoader;
  const platform = { getClientGroupMembers: async () => group } as unknown as ClientsPort;
  const port = new FakeValuationPort();
  const loader = new ValuationContextLoader(scopes, platform, port);
  return { loader, port, run: new RunValuationReportUseCase(loader, port) };
}

const ben = testActor({
  clientId: BEN,
  siteAccessLevel: SiteAccessLevel.Portfolio,
  partnerId: AMELIA,
  today: '2026-11-25',
});

describe('ValuationContextLoader members (spec 3 §6)', () => {
  it('offers ben himself only: his partner amelia needs view_partner, oliver cannot log in', async () => {
    const { loader } = setup(['view_portfolio']);
    const loaded = await loader.load(ben);
    expect(loaded.ok && loaded.value.members).toEqual([{ memberId: BEN, label: 'Me' }]);
  });

  it('offers the partner with view_partner, for the client and for an adviser acting for them', async () => {
    const { loader } = setup(['view_portfolio', 'view_partner']);
    const own = await loader.load(ben);
    expect(own.ok && own.value.members).toEqual([
      { memberId: BEN, label: 'Me' },
      { memberId: AMELIA, label: 'Amelia Hartley' },
    ]);
    const adviser = await loader.load({ ...ben, role: 'adviser' });
    expect(adviser.ok && adviser.value.members.map((m) => m.label)).toEqual(['Ben Hartley', 'Amelia Hartley']);
  });

  it("refuses a report on the partner without view_partner in the portal's words, and asks the platform nothing", async () => {
    const { run, port } = setup(['view_portfolio']);
    const result = await run.execute(ben, { templateId: 506, selection: { kind: 'member', memberId: AMELIA } });
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'forbidden', message: MEMBER_NOT_OFFERED, apiMessage: null }),
    });
    expect(port.runs).toEqual([]);
    expect((await run.execute(ben, { templateId: 506, selection: { kind: 'member', memberId: BEN } })).ok).toBe(true);
  });
});
