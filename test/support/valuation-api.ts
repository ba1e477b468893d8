import type { ReportJobDto, RunReportResultDto, ValuationOptionsDto } from '../../bff/valuation/valuation.dto';
import type { Browser } from './portal-harness';

/** The valuation report endpoints, for the e2e specs. */

export const VALUATION = '/api/valuation';
export const TEMPLATE = {
  snapshot: 501,
  range: 502,
  group: 503,
  accountOrGroup: 504,
  portfolio: 505,
  member: 506,
  adviserSnapshot: 601,
  adviserMembers: 602,
} as const;

export const valuationOptions = async (b: Browser) =>
  (await b.get(`${VALUATION}/options`).expect(200)).body as ValuationOptionsDto;

export async function runReport(b: Browser, body: object): Promise<RunReportResultDto> {
  const res = await b.post(`${VALUATION}/reports`, body);
  if (res.status !== 200) throw new Error(`run: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as RunReportResultDto;
}

export const reportJob = async (b: Browser, id: number) =>
  (await b.get(`${VALUATION}/jobs/${id}`).expect(200)).body as ReportJobDto;

/** Polls the job as the page does (quicker: the sandbox's jobs take no time in tests) until it is no longer running. */
export async function finishedJob(b: Browser, id: number, tries = 40): Promise<ReportJobDto> {
  for (let i = 0; i < tries; i++) {
    const job = await reportJob(b, id);
    if (job.state !== 'running') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${id} still running`);
}
