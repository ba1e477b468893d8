import { pdfLines } from '../../adapters/sandbox-platform/testing/pdf-text';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused } from '../support/refusals';
import type { OpenedMessage } from '../support/messages-api';
import { MEMBER_NOT_OFFERED } from '../../domain/valuation/valuation-members';
import { finishedJob, reportJob, runReport, TEMPLATE, VALUATION, valuationOptions } from '../support/valuation-api';
import { first } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const AMELIA = 10001;
const BEN = 10002;
const CARLA = 10003;
const AMELIA_ISA = 10001101;

/** The valuation report page's endpoints (spec 3 §2, §4, §5, §6, §7, §8) against the embedded sandbox. */
describe('valuation reports', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
    portal.sandbox!.state.settings.reportSeconds = 0.3;
  });
  afterAll(() => portal.close());

  const signedAs = (username: string, tab: 'client' | 'adviser' = 'client') => signedIn(portal.server, username, tab);
  const failNext = () =>
    fetch(`${portal.sandbox!.origin}/sandbox/fail-next-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ on: true }),
    });

  it("gives amelia the Client templates and her choices: 'Me' first, login-accessible members only, her accounts, groups and portfolios", async () => {
    const amelia = await signedAs('amelia');
    const o = await valuationOptions(amelia);
    expect(o.templates.map((t) => t.id)).toEqual([501, 502, 503, 504, 505, 506]);
    expect(o.templates.every((t) => t.userType === 'Client')).toBe(true);
    expect(o.templates.find((t) => t.id === TEMPLATE.snapshot)!.oneClick).toBe(true);
    expect(o.templates.filter((t) => t.oneClick)).toHaveLength(1);
    expect(o.members[0]).toEqual({ memberId: AMELIA, label: 'Me' });
    expect(o.members.map((m) => m.memberId)).toContain(BEN);
    expect(o.members.map((m) => m.label)).not.toContain('Oliver Hartley');
    expect(o.accounts.map((a) => a.id)).toContain(AMELIA_ISA);
    expect(o.portfolios.length).toBeGreaterThan(0);
    expect(o.groups.length).toBeGreaterThan(0);
    expect(o.defaultRange.to).toBe(o.today);
    expect(Number(o.defaultRange.from.slice(0, 4))).toBe(Number(o.today.slice(0, 4)) - 1);
    expect(o.holdBack).toBe(false);
  });

  it('runs a snapshot for amelia: generating, polled, then done with a new document she can open in messages and documents', async () => {
    const amelia = await signedAs('amelia');
    const started = await runReport(amelia, { templateId: TEMPLATE.snapshot, selection: 'client' });
    expect(started).toMatchObject({
      message: 'We are generating your portfolio report',
      detail: 'This can take up to 5 minutes to complete...',
    });
    expect((await reportJob(amelia, started.jobId)).state).toBe('running');
    const done = await finishedJob(amelia, started.jobId);
    expect(done.state).toBe('done');
    expect(done.documentId).toEqual(expect.any(Number));
    const doc = (await amelia.get(`/api/messages/${done.documentId}`).expect(200)).body as OpenedMessage;
    expect(doc.subject).toContain('Portfolio snapshot');
    expect(doc.attachments).toHaveLength(1);
    expect(first(doc.attachments).filename).toMatch(/\.pdf$/);
    const pdf = await amelia.get(first(doc.attachments).downloadUrl).buffer(true).expect(200);
    expect(pdf.body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdfLines(pdf.body)).toContain('Client | Amelia Hartley');
  });

  it('runs templated reports with a range, a single date, an account, a group, a portfolio and a member', async () => {
    const amelia = await signedAs('amelia');
    const o = await valuationOptions(amelia);
    const runs = [
      { templateId: TEMPLATE.range, selection: 'client', from: o.defaultRange.from, to: o.defaultRange.to },
      {
        templateId: TEMPLATE.group,
        selection: 'group',
        groupCode: first(o.groups).code,
        dateChoice: 'custom',
        date: o.defaultRange.from,
      },
      {
        templateId: TEMPLATE.accountOrGroup,
        selection: 'account',
        accountId: AMELIA_ISA,
        from: o.defaultRange.from,
        to: o.today,
      },
      {
        templateId: TEMPLATE.portfolio,
        selection: 'portfolio',
        portfolioId: first(o.portfolios).id,
        dateChoice: 'today',
      },
      { templateId: TEMPLATE.member, selection: 'member', memberId: BEN },
    ];
    for (const body of runs)
      expect((await finishedJob(amelia, (await runReport(amelia, body)).jobId)).state).toBe('done');
  });

  it("files amelia's report on ben in amelia's messages and documents, naming ben in the title and the PDF", async () => {
    const amelia = await signedAs('amelia');
    const done = await finishedJob(
      amelia,
      (await runReport(amelia, { templateId: TEMPLATE.member, selection: 'member', memberId: BEN })).jobId,
    );
    expect(done.state).toBe('done');
    expect(done.message).toBe('Your report is ready. A copy has been saved in your messages and documents.');
    const doc = (await amelia.get(`/api/messages/${done.documentId}`).expect(200)).body as OpenedMessage;
    expect(doc.subject).toContain('Ben Hartley');
    const pdf = await amelia.get(first(doc.attachments).downloadUrl).buffer(true).expect(200);
    expect(pdfLines(pdf.body)).toContain('Client | Ben Hartley');
    const ben = await signedAs('ben');
    await ben.get(`/api/messages/${done.documentId}`).expect(404);
  });

  it("files the adviser's household report on ben, with amelia in context, in amelia's messages and documents", async () => {
    const adviser = await signedAs('adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    const o = await valuationOptions(adviser);
    const started = await runReport(adviser, {
      templateId: TEMPLATE.adviserMembers,
      selection: 'member',
      memberId: BEN,
      from: o.defaultRange.from,
      to: o.today,
    });
    const done = await finishedJob(adviser, started.jobId);
    expect(done.state).toBe('done');
    expect(done.message).toBe("The report is ready. A copy has been saved in Amelia Hartley's messages and documents.");
    const doc = (await adviser.get(`/api/messages/${done.documentId}`).expect(200)).body as OpenedMessage;
    expect(doc.subject).toContain('Ben Hartley');
    await adviser.get(first(doc.attachments).downloadUrl).buffer(true).expect(200);
    const amelia = await signedAs('amelia');
    await amelia.get(`/api/messages/${done.documentId}`).expect(200);
  });

  it('refuses report dates more than 100 years back, with the earliest date in the message', async () => {
    const amelia = await signedAs('amelia');
    const o = await valuationOptions(amelia);
    const floor = `${Number(o.today.slice(0, 4)) - 100}${o.today.slice(4)}`;
    const range = await amelia.post(`${VALUATION}/reports`, {
      templateId: TEMPLATE.range,
      selection: 'client',
      from: '1900-01-01',
      to: o.today,
    });
    expect([range.status, range.body.message]).toEqual([400, `The report date cannot be before ${floor}.`]);
    const single = await amelia.post(`${VALUATION}/reports`, {
      templateId: TEMPLATE.group,
      selection: 'group',
      groupCode: first(o.groups).code,
      dateChoice: 'custom',
      date: '1900-01-01',
    });
    expect([single.status, single.body.message]).toEqual([400, `The report date cannot be before ${floor}.`]);
  });

  it('checks the dates (spec 3 §5): the end not before the start, both yyyy-MM-dd', async () => {
    const amelia = await signedAs('amelia');
    const early = await amelia.post(`${VALUATION}/reports`, {
      templateId: TEMPLATE.range,
      selection: 'client',
      from: '2026-02-01',
      to: '2026-01-31',
    });
    expect([early.status, early.body.message]).toEqual([
      400,
      'You cannot select an End date earlier than the Start date.',
    ]);
    expect(
      (
        await amelia.post(`${VALUATION}/reports`, {
          templateId: TEMPLATE.range,
          selection: 'client',
          from: '2026-01-01',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await amelia.post(`${VALUATION}/reports`, {
          templateId: TEMPLATE.range,
          selection: 'client',
          from: '01-01-2026',
          to: '2026-02-01',
        })
      ).status,
    ).toBe(400);
    const group = first((await valuationOptions(amelia)).groups).code;
    expect(
      (
        await amelia.post(`${VALUATION}/reports`, {
          templateId: TEMPLATE.group,
          selection: 'group',
          groupCode: group,
          dateChoice: 'custom',
        })
      ).status,
    ).toBe(400);
    const tomorrow = new Date(Date.parse(`${(await valuationOptions(amelia)).today}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const future = await amelia.post(`${VALUATION}/reports`, {
      templateId: TEMPLATE.group,
      selection: 'group',
      groupCode: group,
      dateChoice: 'custom',
      date: tomorrow,
    });
    expect([future.status, future.body.message]).toEqual([400, 'The report date cannot be in the future.']);
    const futureEnd = await amelia.post(`${VALUATION}/reports`, {
      templateId: TEMPLATE.range,
      selection: 'client',
      from: '2026-01-01',
      to: tomorrow,
    });
    expect([futureEnd.status, futureEnd.body.message]).toEqual([400, 'The report date cannot be in the future.']);
  });

  it("refuses another client's account, portfolio, group or member, a selection the template does not ask for, and an adviser template", async () => {
    const carla = await signedAs('carla');
    const refused = [
      {
        templateId: TEMPLATE.accountOrGroup,
        selection: 'account',
        accountId: AMELIA_ISA,
        from: '2026-01-01',
        to: '2026-02-01',
      },
      { templateId: TEMPLATE.portfolio, selection: 'portfolio', portfolioId: 100011 },
      { templateId: TEMPLATE.group, selection: 'group', groupCode: 'ISA', dateChoice: 'today' },
      { templateId: TEMPLATE.member, selection: 'member', memberId: AMELIA },
    ];
    for (const body of refused) expect((await carla.post(`${VALUATION}/reports`, body)).status).toBe(403);
    expect(
      (
        await carla.post(`${VALUATION}/reports`, {
          templateId: TEMPLATE.snapshot,
          selection: 'account',
          accountId: AMELIA_ISA,
        })
      ).status,
    ).toBe(400);
    expect(
      (await carla.post(`${VALUATION}/reports`, { templateId: TEMPLATE.adviserSnapshot, selection: 'client' })).status,
    ).toBe(404);
  });

  it("offers ben no report on amelia (he has no view_partner) and refuses one in the portal's words; amelia still has ben", async () => {
    const ben = await signedAs('ben');
    const o = await valuationOptions(ben);
    expect(o.members).toEqual([{ memberId: BEN, label: 'Me' }]);
    const refused = await ben.post(`${VALUATION}/reports`, {
      templateId: TEMPLATE.member,
      selection: 'member',
      memberId: AMELIA,
    });
    expect([refused.status, refused.body.code, refused.body.message, refused.body.apiMessage]).toEqual([
      403,
      'forbidden',
      MEMBER_NOT_OFFERED,
      null,
    ]);
    expect(JSON.stringify(refused.body)).not.toContain('do not have access');
    expect(
      (
        await finishedJob(
          ben,
          (await runReport(ben, { templateId: TEMPLATE.member, selection: 'member', memberId: BEN })).jobId,
        )
      ).state,
    ).toBe('done');
    const amelia = await signedAs('amelia');
    expect((await valuationOptions(amelia)).members.map((m) => m.memberId)).toEqual([AMELIA, BEN]);
  });

  it("applies ben's missing view_partner for an adviser with ben in context too: amelia is neither offered nor reported on", async () => {
    const adviser = await signedAs('adviser', 'adviser');
    await chooseClient(adviser, BEN);
    const o = await valuationOptions(adviser);
    expect(o.members).toEqual([{ memberId: BEN, label: 'Ben Hartley' }]);
    const refused = await adviser.post(`${VALUATION}/reports`, {
      templateId: TEMPLATE.adviserMembers,
      selection: 'member',
      memberId: AMELIA,
      from: o.defaultRange.from,
      to: o.today,
    });
    expect([refused.status, refused.body.message, refused.body.apiMessage]).toEqual([403, MEMBER_NOT_OFFERED, null]);
  });

  it("runs carla's snapshot at Assets level, and keeps her job from amelia", async () => {
    const carla = await signedAs('carla');
    const o = await valuationOptions(carla);
    expect(o.accounts).toEqual([]);
    const started = await runReport(carla, { templateId: TEMPLATE.snapshot, selection: 'client' });
    const done = await finishedJob(carla, started.jobId);
    expect(done.state).toBe('done');
    const doc = (await carla.get(`/api/messages/${done.documentId}`).expect(200)).body as OpenedMessage;
    expect(first(doc.attachments).filename).toMatch(/\.pdf$/);
    const amelia = await signedAs('amelia');
    await amelia.get(`${VALUATION}/jobs/${started.jobId}`).expect(404);
    await amelia.get(`/api/messages/${done.documentId}`).expect(404);
  });

  it('lena has the client templates too', async () => {
    const lena = await signedAs('lena');
    expect((await valuationOptions(lena)).templates[0]).toMatchObject({ id: TEMPLATE.snapshot, oneClick: true });
  });

  it('ends a failed job as failed, with a clear message, and the next one works', async () => {
    const amelia = await signedAs('amelia');
    await failNext();
    const failing = await runReport(amelia, { templateId: TEMPLATE.snapshot, selection: 'client' });
    const failed = await finishedJob(amelia, failing.jobId);
    expect(failed).toMatchObject({ state: 'failed', documentId: null });
    expect(failed.message).toMatch(/could not generate your report/);
    expect(
      (
        await finishedJob(
          amelia,
          (await runReport(amelia, { templateId: TEMPLATE.snapshot, selection: 'client' })).jobId,
        )
      ).state,
    ).toBe('done');
  });

  it('gives the adviser with amelia in context the Adviser templates, amelia first by name, and runs one for her', async () => {
    const adviser = await signedAs('adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    const o = await valuationOptions(adviser);
    expect(o.templates.every((t) => t.userType === 'Adviser')).toBe(true);
    expect(o.members[0]).toEqual({ memberId: AMELIA, label: 'Amelia Hartley' });
    const started = await runReport(adviser, {
      templateId: TEMPLATE.adviserMembers,
      selection: 'member',
      memberId: AMELIA,
      from: o.defaultRange.from,
      to: o.today,
    });
    expect((await finishedJob(adviser, started.jobId)).state).toBe('done');
    // Another client in context cannot read the job started for amelia.
    await chooseClient(adviser, CARLA);
    await adviser.get(`${VALUATION}/jobs/${started.jobId}`).expect(404);
  });

  it('refuses the signed-out, dmitri and erin (Messages level), an adviser with no client, and adviser2', async () => {
    const nobody = new Browser(portal.server);
    await nobody.get(`${VALUATION}/options`).expect(401);
    expect(
      (await nobody.post(`${VALUATION}/reports`, { templateId: TEMPLATE.snapshot, selection: 'client' })).status,
    ).toBe(401);
    for (const username of ['dmitri', 'erin']) {
      const b = await signedAs(username);
      await b.get(`${VALUATION}/options`).expect(403);
      expect(
        (await b.post(`${VALUATION}/reports`, { templateId: TEMPLATE.snapshot, selection: 'client' })).status,
      ).toBe(403);
      await b.get(`${VALUATION}/jobs/1`).expect(403);
    }
    const adviser = await signedAs('adviser', 'adviser');
    await adviser.get(`${VALUATION}/options`).expect(403);
    await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get(`${VALUATION}/options`));
  });

  it('refuses a run without the anti-forgery token', async () => {
    const amelia = await signedAs('amelia');
    const res = await amelia.agent
      .post(`${VALUATION}/reports`)
      .send({ templateId: TEMPLATE.snapshot, selection: 'client' });
    expect([res.status, res.body.code]).toEqual([403, 'csrf']);
  });

  it('treats a job this session did not start as not found', async () => {
    const amelia = await signedAs('amelia');
    const started = await runReport(amelia, { templateId: TEMPLATE.snapshot, selection: 'client' });
    const again = await signedAs('amelia');
    await again.get(`${VALUATION}/jobs/${started.jobId}`).expect(404);
  });
});
