import type { PlatformCredential } from '../../application/ports/platform-credential';
import { PlatformError } from '../../application/ports/platform-error';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-platform/sandbox-server';
import { createPlatformHttpAdapter } from './platform-http.adapter';
import { createValuationHttpAdapter, type ValuationHttpAdapter } from './valuation-http.adapter';

const AMELIA = 10001;
const CARLA = 10003;

describe('ValuationHttpAdapter against the sandbox platform', () => {
  let sb: RunningSandbox;
  let valuation: ValuationHttpAdapter;
  let amelia: PlatformCredential;
  let clock: number;

  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0, reportSeconds: 4 });
    clock = Date.now();
    sb.state.now = () => clock;
    valuation = createValuationHttpAdapter({ baseUrl: sb.url });
    const outcome = await createPlatformHttpAdapter({ baseUrl: sb.url }).login({
      username: 'amelia@client',
      password: 'Demo-Passw0rd',
    });
    if (outcome.kind !== 'signedIn') throw new Error('amelia did not sign in');
    amelia = outcome.credential;
  });
  afterAll(() => sb.close());

  it("reads the caller's templates", async () => {
    expect((await valuation.templates({ credential: amelia })).map((t) => t.id)).toEqual([
      501, 502, 503, 504, 505, 506,
    ]);
  });

  it('runs with _method=runasync, then reads the job: 202 while not complete, 200 with the document', async () => {
    const { jobId } = await valuation.runReport({
      credential: amelia,
      reportId: 501,
      request: { entityid: AMELIA, variables: {} },
    });
    expect(await valuation.jobState({ credential: amelia, jobId })).toEqual({
      status: 202,
      docnoteId: null,
      message: 'not complete',
    });
    clock += 4000;
    const done = await valuation.jobState({ credential: amelia, jobId });
    expect(done.status).toBe(200);
    expect(done.docnoteId).toEqual(expect.any(Number));
  });

  it('answers a failed job (500) as a state, and rejects a refused run with a PlatformError', async () => {
    sb.state.reports.failNext = true;
    const { jobId } = await valuation.runReport({
      credential: amelia,
      reportId: 501,
      request: { entityid: AMELIA, variables: {} },
    });
    clock += 4000;
    expect(await valuation.jobState({ credential: amelia, jobId })).toMatchObject({ status: 500, docnoteId: null });
    await expect(
      valuation.runReport({ credential: amelia, reportId: 501, request: { entityid: CARLA, variables: {} } }),
    ).rejects.toMatchObject({ code: 'forbidden', status: 403 });
    await expect(
      valuation.runReport({ credential: amelia, reportId: 501, request: { entityid: CARLA, variables: {} } }),
    ).rejects.toBeInstanceOf(PlatformError);
  });
});
