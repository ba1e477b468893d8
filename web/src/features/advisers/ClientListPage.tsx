import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { DEFAULT_LOCALE } from '../../../../domain/validation/dates';
import {
  NO_CLIENTS_FOUND,
  PRIVATE_BROWSING_NOT_SUPPORTED,
  YOUR_CLIENTS_HEADING,
} from '../../../../domain/validation/client-search';
import { CLIENTS_SECTION_PATH } from '../../../../domain/access/page-access';
import { sessionStore } from '../../lib/session.store';
import { usePageTitle } from '../../lib/use-page-title';
import { ClientSearchForm } from './ClientSearchForm';
import { ClientTable } from './ClientTable';
import { clientListStore, enterClientList, openClient, resetClientList } from './client-list.store';
import './client-list.css';

/** 'Your Clients' (spec 1 §2.9): search the adviser's clients and choose one to put in context. */
export function ClientListPage() {
  usePageTitle(YOUR_CLIENTS_HEADING);
  const navigate = useNavigate();
  const { view } = useSnapshot(sessionStore);
  const snap = useSnapshot(clientListStore);
  const locale = view?.user.locale || DEFAULT_LOCALE;

  useEffect(() => {
    void enterClientList();
    return () => resetClientList();
  }, []);

  const open = async (clientId: number) => {
    if (await openClient(clientId)) void navigate(CLIENTS_SECTION_PATH);
  };

  if (snap.privateBrowsing) {
    return (
      <div className="client-list">
        <h1>{YOUR_CLIENTS_HEADING}</h1>
        <p className="alert alert--warning">{PRIVATE_BROWSING_NOT_SUPPORTED}</p>
      </div>
    );
  }

  return (
    <div className="client-list">
      <h1>{YOUR_CLIENTS_HEADING}</h1>
      <section className="panel client-list__search" aria-labelledby="client-search-heading">
        <h2 id="client-search-heading" className="visually-hidden">
          Search
        </h2>
        <ClientSearchForm locale={locale} />
      </section>
      <ResultsStatus />
      {!(snap.initialSearch && !snap.searching) && (
        <section className="client-list__results" aria-labelledby="client-results-heading">
          <h2 id="client-results-heading" className="visually-hidden">
            Results
          </h2>
          <Results onOpen={(id) => void open(id)} />
        </section>
      )}
    </div>
  );
}

/** spec 1 §4.1: a loading skeleton, the table, or the no-results text. */
function Results({ onOpen }: { onOpen: (clientId: number) => void }) {
  const snap = useSnapshot(clientListStore);
  if (snap.searching && !snap.sorting) return <ClientListSkeleton />;
  if (snap.rows.length === 0) return null;
  return <ClientTable onOpen={onOpen} />;
}

/** One live region, present from the start so that each outcome of a search is announced. */
function ResultsStatus() {
  const snap = useSnapshot(clientListStore);
  const empty = !snap.searching && !snap.initialSearch && snap.rows.length === 0;
  return (
    <div role="status" className="client-list__status">
      {empty ? (
        <p className="client-list__empty">{NO_CLIENTS_FOUND}</p>
      ) : (
        <span className="visually-hidden">
          {snap.searching ? 'Searching…' : snap.initialSearch ? '' : snap.caption}
        </span>
      )}
    </div>
  );
}

/** A placeholder the shape of the results while a search runs. */
function ClientListSkeleton() {
  return (
    <div className="client-skeleton" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div className="client-skeleton__row" key={i}>
          <span className="client-skeleton__bar client-skeleton__bar--wide" />
          <span className="client-skeleton__bar" />
          <span className="client-skeleton__bar" />
          <span className="client-skeleton__bar" />
        </div>
      ))}
    </div>
  );
}
