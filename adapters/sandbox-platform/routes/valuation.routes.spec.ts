import { displayDate } from '../../../domain/format/date-display';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-server';
import { pdfLines } from '../testing/pdf-text';
import { call, signIn } from '../testing/sandbox-test-client';

const AMELIA = 10001;
const BEN = 10002;
const CARLA = 10003;
const AMELIA_ISA = 10001101;

describe('sandbox valuation reports (spec 3 §7 "Valuation reports")', () => {
  let sb: RunningSandbox;
  let amelia: string;
  let carla: string;
  let adviser: string;
  let adviser2: string;
  let clock: number;
  beforeAll(async () => {
    sb = await startSandboxPlatform({ reportSeconds: 4 });
    clock = Date.now();
    sb.state.now = () => clock;
    [amelia, carla, adviser, adviser2] = await Promise.all([
      signIn(sb, 'amelia'),
      signIn(sb, 'carla'),
      signIn(sb, 'adviser'),
      signIn(sb, 'adviser2'),
    ]);
  });
  afterAll(() => sb.close());

  const run = (id: number, token: string, body: unknown) =>
    call(sb, 'POST', `xmerge/template/template-v2/${id}?_method=runasync`, { token, body });
  const job = (id: number, token: string) => call(sb, 'GET', `job_queue/completed_job/${id}`, { token });
  const today = () => sb.state.portfolios.asOf;

  it('lists the Client templates to a client and the Adviser ones to an adviser, covering every selector and date parameter', async () => {
    const client = (await call(sb, 'GET', 'xmerge/template/template-v2', { token: amelia })).body;
    const advisers = (await call(sb, 'GET', 'xmerge/template/template-v2', { token: adviser })).body;
    expect(client.every((t: any) => t.user_type === 'Client')).toBe(true);
    expect(advisers.every((t: any) => t.user_type === 'Adviser')).toBe(true);
    for (const list of [client, advisers]) {
      expect(new Set(list.map((t: any) => t.date_parameters))).toEqual(
        new Set(['No Date Required', 'Single Date', 'Date Range']),
      );
    }
    expect(new Set(client.map((t: any) => t.required_selector))).toEqual(
      new Set([
        'Current Client Only',
        'Select Entity',
        'Account Group',
        'Account Group Or Account',
        'Select Portfolios',
      ]),
    );
    expect((await call(sb, 'GET', 'xmerge/template/template-v2/601', { token: amelia })).status).toBe(403);
  });

  it('runs a snapshot: not complete until the job is ready, then a PDF document in her messages and documents', async () => {
    const started = await run(501, amelia, { entityid: AMELIA, variables: {} });
    expect(started.status).toBe(200);
    const id = started.body.job_id;
    const pending = await job(id, amelia);
    expect(pending.status).toBe(202);
    expect(pending.body.message).toBe('not complete');
    clock += 4000;
    const done = await job(id, amelia);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe(200);
    const docnoteId = done.body.docnoteid;
    expect((await job(id, amelia)).body.docnoteid).toBe(docnoteId);
    const note = await call(sb, 'GET', `docnote-v2/${docnoteId}`, { token: amelia });
    expect(note.status).toBe(200);
    const attachments = (await call(sb, 'GET', `docnote-v2/${docnoteId}/attachment-v4`, { token: amelia })).body;
    expect(attachments).toHaveLength(1);
    const a = attachments[0];
    const file = await fetch(`${sb.url}/docnote/files/${docnoteId}/${a.id}/${encodeURIComponent(a.filename)}`, {
      headers: { Cookie: `XPLANID=${amelia}` },
    });
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.toString('latin1').startsWith('%PDF-1.4')).toBe(true);
    const lines = pdfLines(bytes);
    expect(lines).toContain('Portfolio snapshot');
    expect(lines).toContain('Client | Amelia Hartley');
    expect(lines).toContain(`Valuation | As at ${displayDate(today())}`);
    expect(lines.find((l) => l.startsWith('Total | '))).toMatch(/^Total \| £\d{1,3}(,\d{3})*\.\d\d$/);
    // Another user cannot read the job; carla does not see the document.
    expect((await job(id, carla)).status).toBe(404);
    expect((await call(sb, 'GET', `docnote-v2/${docnoteId}`, { token: carla })).status).toBe(404);
  });

  it("values an account over a range from its own records: the report's figures are the account's", async () => {
    const from = '2025-01-02';
    const started = await run(504, amelia, {
      entityid: AMELIA,
      variables: { report_type: 'account', accountid: AMELIA_ISA, from_date: from, to_date: today() },
    });
    expect(started.status).toBe(200);
    clock += 4000;
    const done = await job(started.body.job_id, amelia);
    const attachments = (await call(sb, 'GET', `docnote-v2/${done.body.docnoteid}/attachment-v4`, { token: amelia }))
      .body;
    const file = await fetch(
      `${sb.url}/docnote/files/${done.body.docnoteid}/${attachments[0].id}/${encodeURIComponent(attachments[0].filename)}`,
      { headers: { Cookie: `XPLANID=${amelia}` } },
    );
    const lines = pdfLines(Buffer.from(await file.arrayBuffer()));
    expect(lines).toContain(`Valuation | ${displayDate(from)} to ${displayDate(today())}`);
    // The account's row is its profit analysis over the same range: opening, net flows, movement and closing value.
    const [row] = (
      await call(
        sb,
        'GET',
        `portfolio/profit_analysis/detail?accountid=${AMELIA_ISA}&start_date=${from}&end_date=${today()}&report_currency=GBP`,
        { token: amelia },
      )
    ).body;
    const pounds = (v: unknown) =>
      Number(v).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const signed = (v: unknown) => `${Number(v) > 0 ? '+' : Number(v) < 0 ? '-' : ''}£${pounds(Math.abs(Number(v)))}`;
    const figures = [row.market_value_from, row.net_cashflow, row.movement, row.market_value_to].map(
      (m: any) => m._val.value._val,
    );
    expect(lines).toContain(
      `Stocks and Shares ISA (GBP) | £${pounds(figures[0])} | ${signed(figures[1])} | ${signed(figures[2])} | £${pounds(figures[3])}`,
    );
    expect(lines.find((l) => l.startsWith('Total | '))).toBe(
      `Total | £${pounds(figures[0])} | ${signed(figures[1])} | ${signed(figures[2])} | £${pounds(figures[3])}`,
    );
  });

  it('refuses what is not the caller’s: another client, an account or group they cannot see, an adviser template', async () => {
    expect((await run(501, amelia, { entityid: CARLA, variables: {} })).status).toBe(403);
    expect(
      (
        await run(504, carla, {
          entityid: CARLA,
          variables: { report_type: 'account', accountid: AMELIA_ISA, from_date: '2025-01-01', to_date: today() },
        })
      ).status,
    ).toBe(403);
    expect(
      (await run(503, carla, { entityid: CARLA, group_code: 'NOPE', variables: { as_at_date: today() } })).status,
    ).toBe(404);
    expect((await run(601, amelia, { entityid: AMELIA, variables: {} })).status).toBe(403);
    expect((await run(601, adviser2, { entityid: AMELIA, variables: {} })).status).toBe(403);
    expect((await run(999, amelia, { entityid: AMELIA, variables: {} })).status).toBe(404);
  });

  it('checks the dates: both yyyy-MM-dd, the end not before the start, none after today', async () => {
    expect(
      (await run(502, amelia, { entityid: AMELIA, variables: { from_date: '2026-02-01', to_date: '2026-01-01' } }))
        .status,
    ).toBe(400);
    expect(
      (await run(502, amelia, { entityid: AMELIA, variables: { from_date: '01/01/2026', to_date: today() } })).status,
    ).toBe(400);
    expect(
      (
        await run(505, amelia, {
          entityid: AMELIA,
          variables: { report_type: 'account', accountid: [AMELIA_ISA], as_at_date: '2999-01-01' },
        })
      ).status,
    ).toBe(400);
  });

  it('lets a client report on a login-accessible member of their group, and an adviser on their client', async () => {
    expect((await run(506, amelia, { entityid: BEN, variables: {} })).status).toBe(200);
    expect(
      (await run(602, adviser, { entityid: AMELIA, variables: { from_date: '2026-01-01', to_date: today() } })).status,
    ).toBe(200);
  });

  it("values carla's assets when she has no portfolio (Assets level)", async () => {
    const started = await run(501, carla, { entityid: CARLA, variables: {} });
    clock += 4000;
    const done = await job(started.body.job_id, carla);
    expect(done.status).toBe(200);
    const attachments = (await call(sb, 'GET', `docnote-v2/${done.body.docnoteid}/attachment-v4`, { token: carla }))
      .body;
    const file = await fetch(
      `${sb.url}/docnote/files/${done.body.docnoteid}/${attachments[0].id}/${encodeURIComponent(attachments[0].filename)}`,
      { headers: { Cookie: `XPLANID=${carla}` } },
    );
    const lines = pdfLines(Buffer.from(await file.arrayBuffer()));
    expect(lines.find((l) => l.startsWith('Client | '))).toMatch(/^Client \| Carla /);
    expect(lines).toContain('Assets and liabilities');
    expect(
      lines.filter((l) => /^.+ \| 100% \| \d{1,2} [A-Z][a-z]{2} \d{4} \| -?£\d{1,3}(,\d{3})*\.\d\d$/.test(l)).length,
    ).toBeGreaterThan(0);
  });

  it('fails the next job with status 500 once armed, then works again', async () => {
    expect((await call(sb, 'POST', 'sandbox/fail-next-report', { root: true, body: { on: true } })).status).toBe(204);
    const failing = await run(501, amelia, { entityid: AMELIA, variables: {} });
    const next = await run(501, amelia, { entityid: AMELIA, variables: {} });
    clock += 4000;
    const failed = await job(failing.body.job_id, amelia);
    expect(failed.status).toBe(500);
    expect(failed.body.api_message).toBe('Report generation failed');
    expect((await job(next.body.job_id, amelia)).status).toBe(200);
  });
});
