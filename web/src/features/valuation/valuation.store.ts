import { proxy, subscribe } from 'valtio';
import { REPORT_FAILED_TEXT, REPORT_POLL_INTERVAL_MS } from '../../../../domain/valuation/report-job';
import { ApiError } from '../../lib/api-client';
import { refreshInbox } from '../../lib/inbox.store';
import type { ClientReports, ReportJob, RunReportBody, ValuationOptions } from '../../lib/contract';
import { sessionStore } from '../../lib/session.store';
import { valuationApi } from './valuation-api';
import { onClientStateReset } from '../../lib/client-state';

type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** A run in progress or finished: what the page shows under the report it was asked from. */
export interface ReportRun {
  /** The client it was asked for (the signed-in client, or the adviser's client in context). */
  clientKey: number | null;
  templateId: number;
  templateName: string;
  state: 'starting' | 'running' | 'done' | 'failed';
  jobId: number | null;
  documentId: number | null;
  /** The report's file: the link opens it in one step (null: open the document in messages and documents). */
  documentUrl: string | null;
  message: string;
  detail: string | null;
}

function initialPage() {
  return {
    options: null as ValuationOptions | null,
    /** spec 3 §2: the client-reports widget replaces the page when on. */
    widget: null as ClientReports | null,
    status: 'idle' as LoadState,
  };
}

/**
 * The valuation report page (spec 3 §2 "Valuation report page", §4 "Valuation report"). The run
 * lives here, not in the page: it keeps polling while the user is elsewhere in the portal, so coming
 * back shows its progress or its link. It ends with the session, or when the client changes.
 */
export const valuationStore = proxy({ ...initialPage(), run: null as ReportRun | null });

let timer: ReturnType<typeof setTimeout> | null = null;
let runSeq = 0;

function stopPolling(): void {
  if (timer) clearTimeout(timer);
  timer = null;
}

/** The client the portal is now acting for: the adviser's client in context, or the signed-in client. */
export function currentClientKey(): number | null {
  const view = sessionStore.view;
  return view?.clientInContext?.entityId ?? view?.user.entityId ?? null;
}

/** Forgets the run and stops its polling. */
export function clearRun(): void {
  stopPolling();
  runSeq++;
  valuationStore.run = null;
}

/** The page opens afresh: its options reload; a run for this client is kept, one for another is dropped. */
export function resetValuationPage(): void {
  Object.assign(valuationStore, initialPage());
  if (valuationStore.run && valuationStore.run.clientKey !== currentClientKey()) clearRun();
}

/** Everything back to the start (signing out). */
export function resetValuation(): void {
  clearRun();
  Object.assign(valuationStore, initialPage());
}
onClientStateReset(resetValuation);

// Signing out (or the session ending) clears the run; so does acting for another client.
subscribe(sessionStore, () => {
  const run = valuationStore.run;
  if (!sessionStore.view) resetValuation();
  else if (run && run.clientKey !== currentClientKey()) clearRun();
});

/** The widget's switch and the report options, side by side; with the widget on, the options are not shown. */
export async function loadValuationOptions(): Promise<void> {
  valuationStore.status = 'loading';
  const [widget, options] = await Promise.all([
    valuationApi.clientReports().catch(() => null),
    valuationApi.options().catch(() => null),
  ]);
  valuationStore.widget = widget;
  valuationStore.options = options;
  valuationStore.status = widget?.enabled || options ? 'ready' : 'failed';
}

const messageOf = (e: unknown): string =>
  e instanceof ApiError && e.status > 0 && e.status < 500 && e.message ? e.message : REPORT_FAILED_TEXT;

function apply(seq: number, job: ReportJob): void {
  const run = valuationStore.run;
  if (seq !== runSeq || !run) return;
  run.state = job.state;
  run.documentId = job.documentId;
  run.documentUrl = job.documentUrl ?? null;
  if (job.state !== 'running') {
    run.message = job.message;
    run.detail = null;
    // The new document is unread: the top bar's badge and the attention panel count it.
    if (job.state === 'done') void refreshInbox().catch(() => undefined);
    return;
  }
  // spec 3 §7, §9: asked again every 3000 ms until the job is done or fails.
  timer = setTimeout(() => void poll(seq), REPORT_POLL_INTERVAL_MS);
}

async function poll(seq: number): Promise<void> {
  const jobId = valuationStore.run?.jobId;
  if (seq !== runSeq || jobId == null) return;
  try {
    apply(seq, await valuationApi.job(jobId));
  } catch (e) {
    if (seq !== runSeq || !valuationStore.run) return;
    valuationStore.run.state = 'failed';
    valuationStore.run.message = messageOf(e);
    valuationStore.run.detail = null;
  }
}

/** Starts a report and polls its job; a newer run replaces an older one's polling. */
export async function runReport(body: RunReportBody, templateName: string): Promise<void> {
  stopPolling();
  const seq = ++runSeq;
  valuationStore.run = {
    clientKey: currentClientKey(),
    templateId: body.templateId,
    templateName,
    state: 'starting',
    jobId: null,
    documentId: null,
    documentUrl: null,
    message: '',
    detail: null,
  };
  try {
    const started = await valuationApi.run(body);
    if (seq !== runSeq || !valuationStore.run) return;
    Object.assign(valuationStore.run, {
      state: 'running',
      jobId: started.jobId,
      message: started.message,
      detail: started.detail,
    });
    timer = setTimeout(() => void poll(seq), REPORT_POLL_INTERVAL_MS);
  } catch (e) {
    if (seq !== runSeq || !valuationStore.run) return;
    Object.assign(valuationStore.run, { state: 'failed', message: messageOf(e), detail: null });
  }
}
