import dayjs from 'dayjs';
import type { MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { SiteAccessLevel } from '../../../../domain/access/access-level';
import { NOT_AVAILABLE } from '../../../../domain/analysis/investments';
import {
  CLIENT_SEARCH_LABELS,
  DESCENDING_PREFIX,
  LOAD_MORE,
  NO_CLIENT_ACCESS,
  type ClientSortColumn,
} from '../../../../domain/validation/client-search';
import type { PortalView } from '../../lib/contract';
import {
  canOpenRow,
  choosePortalView,
  clientListStore,
  loadMoreClients,
  sortClients,
  type ClientListRow,
} from './client-list.store';

/** spec 1 §9: display date format. */
export const DISPLAY_DATE_FORMAT = 'D MMM YYYY';

const SORTABLE: { column: ClientSortColumn; label: string }[] = [
  { column: 'entity_name', label: 'Name' },
  { column: 'dob', label: CLIENT_SEARCH_LABELS.dob },
];

function ariaSort(sort: string, column: ClientSortColumn): 'ascending' | 'descending' | 'none' {
  if (sort === column) return 'ascending';
  if (sort === DESCENDING_PREFIX + column) return 'descending';
  return 'none';
}

export function formatDob(dob: string | null): string {
  if (!dob) return '';
  const date = dayjs(dob);
  return date.isValid() ? date.format(DISPLAY_DATE_FORMAT) : dob;
}

/** The results: a real table (stacked cards on narrow screens), sortable by name and date of birth. */
export function ClientTable({ onOpen }: { onOpen: (clientId: number) => void }) {
  const snap = useSnapshot(clientListStore);
  return (
    <>
      <table className="client-table" aria-busy={snap.searching || undefined}>
        <caption className="client-table__caption">{snap.caption}</caption>
        <thead>
          <tr>
            {SORTABLE.map(({ column, label }) => {
              const direction = ariaSort(snap.sort, column);
              return (
                <th key={column} scope="col" aria-sort={direction}>
                  <button
                    type="button"
                    className="client-table__sort"
                    onClick={() => void sortClients(column)}
                    disabled={snap.searching}
                  >
                    {label}
                    <span className={`client-table__arrow client-table__arrow--${direction}`} aria-hidden="true" />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="client-table__plain-heading">
              Postcode
            </th>
            <th scope="col" className="client-table__plain-heading">
              Portal view
            </th>
          </tr>
        </thead>
        <tbody>
          {snap.rows.map((row) => (
            <ClientTableRow
              key={row.id}
              row={row as ClientListRow}
              views={snap.portalViews as PortalView[]}
              opening={snap.opening === row.id}
              onOpen={onOpen}
            />
          ))}
        </tbody>
      </table>
      {snap.hasMore && (
        <div className="client-list__more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void loadMoreClients()}
            disabled={snap.loadingMore}
            aria-busy={snap.loadingMore || undefined}
          >
            {LOAD_MORE}
          </button>
        </div>
      )}
    </>
  );
}

function ClientTableRow({
  row,
  views,
  opening,
  onOpen,
}: {
  row: ClientListRow;
  views: PortalView[];
  opening: boolean;
  onOpen: (id: number) => void;
}) {
  const openable = canOpenRow(row);
  const selectId = `portal-view-${row.id}`;
  const previewId = `preview-${row.id}`;
  // The whole row is a pointer target; the name button is the keyboard one (Enter or Space).
  const openFromRow = (e: MouseEvent<HTMLTableRowElement>) => {
    if ((e.target as HTMLElement).closest('button, select, a, label')) return;
    onOpen(row.id);
  };
  return (
    <tr
      className={`client-table__row${openable ? ' client-table__row--openable' : ''}`}
      onClick={openable ? openFromRow : undefined}
    >
      <th scope="row" className="client-table__name" data-label="Name">
        {openable ? (
          <button
            type="button"
            className="client-table__open"
            onClick={() => onOpen(row.id)}
            disabled={opening}
            aria-describedby={row.isPreviewMode ? previewId : undefined}
          >
            {row.entityName}
          </button>
        ) : (
          <span className="client-table__name-text">{row.entityName}</span>
        )}
        {row.isPreviewMode && (
          <span className="client-table__tag" id={previewId}>
            Preview as {row.chosenView}
          </span>
        )}
        {!row.hasClientAccess && !row.isPreviewMode && (
          <span className="client-table__no-access">{NO_CLIENT_ACCESS}</span>
        )}
      </th>
      <td data-label={CLIENT_SEARCH_LABELS.dob}>
        {formatDob(row.dob) || <span className="client-table__none">Not recorded</span>}
      </td>
      <td data-label="Postcode">{row.preferredPostcode || <span className="client-table__none">Not recorded</span>}</td>
      <td data-label="Portal view">
        {views.length > 0 ? (
          <select
            id={selectId}
            className="input client-table__view"
            value={row.chosenView}
            aria-label={`Portal view for ${row.entityName}`}
            onChange={(e) => choosePortalView(row.id, e.target.value as SiteAccessLevel | '')}
          >
            {row.siteAccessLevel === null && <option value="">Choose a view</option>}
            {views.map((v) => (
              <option key={v.view} value={v.view}>
                {v.label}
              </option>
            ))}
          </select>
        ) : (
          row.chosenView || <span className="client-table__none">{NOT_AVAILABLE}</span>
        )}
      </td>
    </tr>
  );
}
