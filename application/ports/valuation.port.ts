import type { ReportRequest } from '../../domain/valuation/valuation-request';
import type { PlatformCredential } from './platform-credential';

/**
 * The platform's valuation report calls (spec 3 §7 "Valuation reports"): the xmerge templates it
 * holds, a run (answering a job id) and the job's state. Rejects with a PlatformError on failure,
 * except that a job the platform says failed (status 500 or above) is an answer, not a rejection.
 */

export interface PlatformReportTemplate {
  id: number;
  name: string;
}

/** The job as the platform answered: its HTTP status and, once done, the filed document. */
export interface ReportJobState {
  status: number;
  docnoteId: number | null;
  message: string | null;
}

export abstract class ValuationPort {
  /** The templates the platform holds for the caller's user type. */
  abstract templates(req: { credential: PlatformCredential }): Promise<PlatformReportTemplate[]>;
  /** POST xmerge/template/template-v2/{reportId}?_method=runasync: the job id. */
  abstract runReport(req: {
    credential: PlatformCredential;
    reportId: number;
    request: ReportRequest;
  }): Promise<{ jobId: number }>;
  /** GET job_queue/completed_job/{id}, read once (the caller polls). */
  abstract jobState(req: { credential: PlatformCredential; jobId: number }): Promise<ReportJobState>;
}
