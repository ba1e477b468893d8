/**
 * Valuation report jobs (xmerge runasync, job_queue/completed_job): each job is "not complete" until
 * its ready time, then completes once: the PDF is filed as a document in the client's messages and
 * documents, or, when a failure was armed at its start, it ends with status 500.
 */

/** SANDBOX_REPORT_SECONDS unset: how long a job takes, in seconds. */
export const DEFAULT_REPORT_SECONDS = 4;

export interface ReportJob {
  id: number;
  /** The platform user who started it: only they may read it. */
  userId: number;
  templateId: number;
  /** The client whose messages and documents receive the copy. */
  clientEntityId: number;
  readyAt: number;
  fails: boolean;
  /** Filed on the first read after readyAt: the PDF's docnote; null until then. */
  docnoteId: number | null;
  /** Made when the job starts, so the figures are those of the moment it was asked for. */
  render: () => { subject: string; filename: string; pdf: Buffer };
}

const FIRST_JOB_ID = 70_001;

export class ReportJobStore {
  private readonly jobs = new Map<number, ReportJob>();
  private nextId = FIRST_JOB_ID;
  /** The next job ends with status 500 (SANDBOX_FAIL_NEXT_REPORT, POST sandbox/fail-next-report). */
  failNext: boolean;

  constructor(
    private readonly now: () => number,
    private readonly seconds: () => number,
    failNext = false,
  ) {
    this.failNext = failNext;
  }

  start(job: Omit<ReportJob, 'id' | 'readyAt' | 'fails' | 'docnoteId'>): ReportJob {
    const made: ReportJob = {
      ...job,
      id: this.nextId++,
      readyAt: this.now() + this.seconds() * 1000,
      fails: this.failNext,
      docnoteId: null,
    };
    this.failNext = false;
    this.jobs.set(made.id, made);
    return made;
  }

  find(id: number): ReportJob | undefined {
    return this.jobs.get(id);
  }

  isReady(job: ReportJob): boolean {
    return this.now() >= job.readyAt;
  }
}
