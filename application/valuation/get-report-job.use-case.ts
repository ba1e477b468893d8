import {
  pollDecision,
  REPORT_FAILED_TEXT,
  reportReadyText,
  REPORT_STARTED_TEXT,
} from '../../domain/valuation/report-job';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import type { PlatformCredential } from '../ports/platform-credential';
import { ValuationPort } from '../ports/valuation.port';
import { Injectable } from '../shared/injectable';

export interface ReportJobView {
  jobId: number;
  /** running: ask again in 3000 ms; done: the copy is in messages and documents; failed: stop (spec 3 §7, §8). */
  state: 'running' | 'done' | 'failed';
  /** The new document, once done. */
  documentId: number | null;
  message: string;
}

/** One look at a report job (the page polls every 3000 ms): 200 done, below 500 running, 500 or above failed. */
@Injectable()
export class GetReportJobUseCase {
  constructor(private readonly valuation: ValuationPort) {}

  /** clientName: the client in context, for an adviser (the ready text names them). */
  async execute(
    credential: PlatformCredential,
    jobId: number,
    clientName: string | null = null,
  ): Promise<Result<ReportJobView, PortalError>> {
    try {
      const job = await this.valuation.jobState({ credential, jobId });
      const decision = pollDecision(job.status);
      if (decision === 'done')
        return ok({ jobId, state: 'done', documentId: job.docnoteId, message: reportReadyText(clientName) });
      if (decision === 'abort') return ok({ jobId, state: 'failed', documentId: null, message: REPORT_FAILED_TEXT });
      return ok({ jobId, state: 'running', documentId: null, message: REPORT_STARTED_TEXT });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
