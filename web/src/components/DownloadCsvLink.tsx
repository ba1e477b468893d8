import { DOWNLOAD_CSV } from '../../../domain/export/csv';
import { PORTAL_CONTEXT_QUERY } from '../../../domain/session/portal-context';
import { shownContextKey } from '../lib/api-client';
import './download-csv-link.css';

/**
 * 'Download CSV': a plain link to the BFF's CSV of what the screen shows (`path` below /api, with its
 * query). A link sends no headers, so the context the page shows goes in the query, and a stale tab is
 * refused rather than given another client's rows.
 */
export function DownloadCsvLink({ path, describedBy }: { path: string; describedBy?: string }) {
  const context = shownContextKey();
  const href = `/api${path}${context ? `${path.includes('?') ? '&' : '?'}${PORTAL_CONTEXT_QUERY}=${encodeURIComponent(context)}` : ''}`;
  return (
    <a className="button button--link download-csv" href={href} download aria-describedby={describedBy}>
      <span aria-hidden="true" className="download-csv__icon">
        ⤓
      </span>{' '}
      {DOWNLOAD_CSV}
    </a>
  );
}
