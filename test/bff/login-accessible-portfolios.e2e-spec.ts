import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const AMELIA = 10001;
const BEN = 10002;
const OLIVER = 10014;
const OLIVER_SAVINGS = 100142;
const OLIVER_JUNIOR_ISA = 10014201;
const FAMILY_TRUST = 100141;
const BEN_INVESTMENTS = 100021;

interface Row {
  kind: string;
  id: string;
  name: string;
}

/**
 * spec 2 §6: other people's portfolios only when login accessible. Oliver (amelia's son) cannot sign
 * in: the platform links his Junior ISA to amelia (explicit_link), yet no list of hers shows his
 * portfolio or him: home dashboard, analysis, valuation options, balance sheet and net worth. The
 * shared Family Trust he owns stays (shared ranks before the login-accessible cut), as does Ben's.
 */
describe("other people's portfolios and members only when login accessible (spec 2 §6)", () => {
  let portal: Portal;
  let amelia: Browser;
  let adviser: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
    adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
  });
  afterAll(() => portal.close());

  for (const who of ['amelia', 'the adviser with amelia in context'] as const) {
    it(`leaves Oliver's portfolio out of every list of portfolios (${who})`, async () => {
      const b = who === 'amelia' ? amelia : adviser;
      const home = (await b.get('/api/dashboard/summary').expect(200)).body as { portfolios: { id: number }[] };
      expect(home.portfolios.map((p) => p.id)).not.toContain(OLIVER_SAVINGS);
      expect(home.portfolios.map((p) => p.id)).toEqual(expect.arrayContaining([FAMILY_TRUST, BEN_INVESTMENTS]));

      const tab = (await b.get('/api/analysis/accounts').expect(200)).body as { tables: { rows: Row[] }[] };
      const ids = tab.tables.flatMap((t) => t.rows.map((r) => Number(r.id)));
      expect(ids).not.toContain(OLIVER_SAVINGS);
      expect(ids).toEqual(expect.arrayContaining([FAMILY_TRUST, BEN_INVESTMENTS]));
      await b.get('/api/analysis/accounts').query({ portfolio: OLIVER_SAVINGS }).expect(404);
      await b.get('/api/analysis/performance').query({ account: OLIVER_JUNIOR_ISA }).expect(404);
      const investments = await b.get('/api/analysis/investments').expect(200);
      expect(JSON.stringify(investments.body)).not.toContain('Junior ISA');

      const options = (await b.get('/api/valuation/options').expect(200)).body as {
        portfolios: { id: number }[];
        accounts: { id: number }[];
        members: { memberId: number }[];
      };
      expect(options.portfolios.map((p) => p.id)).not.toContain(OLIVER_SAVINGS);
      expect(options.accounts.map((a) => a.id)).not.toContain(OLIVER_JUNIOR_ISA);
      expect(options.members.map((m) => m.memberId)).not.toContain(OLIVER);
    });
  }

  it('shows Oliver in no member list of the balance sheet, the net worth or the assets summary', async () => {
    const sheet = (await amelia.get('/api/assets/balance-sheet').expect(200)).body as { members: { id: number }[] };
    expect(sheet.members.map((m) => m.id)).toEqual([AMELIA, BEN]);
    await amelia
      .get('/api/assets/balance-sheet')
      .query({ memberId: OLIVER })
      .expect((res) => expect([403, 404]).toContain(res.status));
    const worth = (await amelia.get('/api/assets/net-worth').expect(200)).body as { members: { memberId: number }[] };
    expect(worth.members.map((m) => m.memberId)).toEqual([AMELIA, BEN]);
    const summary = await amelia.get('/api/assets/summary').expect(200);
    expect(JSON.stringify(summary.body)).not.toMatch(/Oliver/);
  });
});
