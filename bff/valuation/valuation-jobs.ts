import type { Request } from 'express';
import { saveSession } from '../session/portal-session';

/** A report job this session started, for whom: only it may read the job (spec 3 §4; brief of the page). */
export interface StartedReportJob {
  jobId: number;
  clientId: number;
}

declare module 'express-session' {
  interface SessionData {
    /** The latest report jobs started in this session (newest last). */
    valuationJobs: StartedReportJob[];
  }
}

/** Enough for several reports in a sitting; older ones drop off. */
export const KEPT_REPORT_JOBS = 20;

export async function rememberJob(req: Request, job: StartedReportJob): Promise<void> {
  req.session.valuationJobs = [...(req.session.valuationJobs ?? []), job].slice(-KEPT_REPORT_JOBS);
  await saveSession(req);
}

/** Whether this session started the job for the client now in question. */
export function startedHere(req: Request, jobId: number, clientId: number): boolean {
  return (req.session.valuationJobs ?? []).some((j) => j.jobId === jobId && j.clientId === clientId);
}
