import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { PortalPage } from '../../../../domain/access/page-access';
import { TRY_AGAIN } from '../../../../domain/errors/error-toast';
import { REPORTS_LOAD_FAILED_TEXT } from '../../../../domain/valuation/report-job';
import type { PublicSiteConfig, ValuationOptions } from '../../lib/contract';
import { sessionStore } from '../../lib/session.store';
import { pageSegment, siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { ClientReportsWidget } from './ClientReportsWidget';
import { ReportForm } from './ReportForm';
import { ReportProgress } from './ReportProgress';
import { SelectField } from './SelectField';
import { isOfferable } from './valuation-form';
import { loadValuationOptions, resetValuationPage, runReport, valuationStore } from './valuation.store';
import './valuation.css';

export const VALUATION_TITLE = 'Valuation report';
const NO_REPORTS = 'No reports are available to you at the moment.';

function Skeleton() {
  return (
    <div className="vr-skeleton" aria-hidden="true" data-testid="skeleton">
      <span />
      <span />
      <span />
    </div>
  );
}

/** Not in the spec: the page's introduction, for the client or for an adviser acting for one. */
export function introText(clientName: string | null): string {
  if (!clientName)
    return 'Request a report of your investments. When it is ready, a copy is saved in your messages and documents.';
  return `Request a report of ${clientName}'s investments. When it is ready, a copy is saved in ${clientName}'s messages and documents.`;
}

/** spec 3 §2 "Valuation report page": a one-click snapshot and templated reports, or the client-reports widget. */
export function ValuationReportPage() {
  usePageTitle(VALUATION_TITLE);
  const { view: session } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const s = useSnapshot(valuationStore);
  const clientKey = session?.clientInContext?.entityId ?? session?.user.entityId ?? null;
  const cfg = config as PublicSiteConfig | null;
  const documentsPath = `/clients/${pageSegment(cfg, PortalPage.documentsAndMessages)}/`;
  // The report chosen is the chosen client's: another client in context starts from the first again.
  const [choice, setChoice] = useState<{ clientKey: number | null; id: number } | null>(null);
  const chosen = choice?.clientKey === clientKey ? choice.id : null;

  useEffect(() => {
    // A run started here carries on (and keeps polling) while the user is elsewhere in the portal.
    resetValuationPage();
    void loadValuationOptions();
  }, [clientKey]);

  if (s.widget?.enabled && s.widget.scriptUrl) {
    return (
      <div className="valuation">
        <h1>{VALUATION_TITLE}</h1>
        <ClientReportsWidget src={s.widget.scriptUrl} />
      </div>
    );
  }

  const options = s.options as ValuationOptions | null;
  const templates = options?.templates ?? [];
  const snapshots = templates.filter((t) => t.oneClick);
  const templated = options ? templates.filter((t) => !t.oneClick && isOfferable(t, options)) : [];
  const current = templated.find((t) => t.id === chosen) ?? templated[0] ?? null;
  const busy = s.run?.state === 'starting' || s.run?.state === 'running';

  return (
    <div className="valuation">
      <h1>{VALUATION_TITLE}</h1>
      <p className="vr-intro">{introText(session?.clientInContext?.displayName ?? null)}</p>
      {s.run && <ReportProgress run={s.run} documentsPath={documentsPath} />}
      {(s.status === 'loading' || s.status === 'idle') && (
        <section className="panel" aria-busy="true" aria-label="Loading your reports">
          <Skeleton />
        </section>
      )}
      {s.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p>{REPORTS_LOAD_FAILED_TEXT}</p>
          <button type="button" className="button button--secondary" onClick={() => void loadValuationOptions()}>
            {TRY_AGAIN}
          </button>
        </div>
      )}
      {options && s.status === 'ready' && !snapshots.length && !templated.length && (
        <p className="panel">{NO_REPORTS}</p>
      )}
      {options && snapshots.length > 0 && (
        <section className="panel vr-section" aria-labelledby="vr-snapshot-heading">
          <h2 id="vr-snapshot-heading">Snapshot</h2>
          <p>
            {session?.clientInContext
              ? `A report of everything ${session.clientInContext.displayName} holds today, in one click.`
              : 'A report of everything you hold today, in one click.'}
          </p>
          <ul className="vr-snapshots">
            {snapshots.map((t) => (
              <li key={t.id}>
                <span className="vr-snapshots__name">{t.name}</span>
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void runReport({ templateId: t.id, selection: 'client' }, t.name)}
                >
                  Run {t.name.toLowerCase()}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {options && current && (
        <section className="panel vr-section" aria-labelledby="vr-templated-heading">
          <h2 id="vr-templated-heading">Choose a report</h2>
          <SelectField
            id="vr-template"
            label="Report"
            value={String(current.id)}
            options={templated.map((t) => ({ value: String(t.id), label: t.name }))}
            onChange={(v) => setChoice({ clientKey, id: Number(v) })}
          />
          <ReportForm key={current.id} template={current} options={options} busy={busy} />
        </section>
      )}
    </div>
  );
}
