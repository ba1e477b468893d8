import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import type { ReportRun } from './valuation.store';

/**
 * Where a run stands (spec 3 §4): 'We are generating your portfolio report' and the wait note while
 * the job is polled, then a link that opens the report's file in one step (with the document in
 * messages and documents a second link away; the document there when the file cannot be
 * downloaded here), or a clear error.
 * Focus moves here when a run starts, so keyboard and screen reader users hear it.
 */
export function ReportProgress({ run: r, documentsPath }: { run: Readonly<ReportRun>; documentsPath: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const starting = r.state === 'starting';
  useEffect(() => ref.current?.focus(), [r.jobId, starting]);
  const working = r.state === 'starting' || r.state === 'running';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`vr-progress alert ${r.state === 'failed' ? 'alert--error' : r.state === 'done' ? 'alert--success' : ''}`}
      data-testid="report-progress"
    >
      <div role="status" aria-live="polite">
        {working && (
          <>
            <div className="vr-progress__head">
              <Spinner label={`${r.templateName}: working`} />
              <p className="vr-progress__title">{r.message || `Requesting ${r.templateName}…`}</p>
            </div>
            {r.detail && <p className="vr-progress__detail">{r.detail}</p>}
            <div className="vr-progress__bar" aria-hidden="true">
              <span />
            </div>
          </>
        )}
        {r.state === 'done' && (
          <p className="vr-progress__title">
            {r.message}{' '}
            {r.documentId !== null && r.documentUrl !== null && (
              <a href={r.documentUrl} className="vr-progress__link">
                Open {r.templateName}
              </a>
            )}
            {r.documentId !== null && r.documentUrl === null && (
              <Link to={`${documentsPath}?message=${r.documentId}`} className="vr-progress__link">
                Open {r.templateName}
              </Link>
            )}
          </p>
        )}
        {r.state === 'done' && r.documentId !== null && r.documentUrl !== null && (
          <p className="vr-progress__detail">
            <Link to={`${documentsPath}?message=${r.documentId}`}>See it in messages and documents</Link>
          </p>
        )}
      </div>
      {r.state === 'failed' && (
        <p className="vr-progress__title" role="alert">
          {r.message}
        </p>
      )}
    </div>
  );
}
