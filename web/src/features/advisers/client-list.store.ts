import { proxy } from 'valtio';
import { SiteAccessLevel } from '../../../../domain/access/access-level';
import { effectiveSiteAccess, isPreviewChoice } from '../../../../domain/access/site-access';
import { parseLocaleDate } from '../../../../domain/validation/dates';
import {
  canOpenClient,
  clientListCaption,
  DEFAULT_CLIENT_SORT,
  toggleSort,
  validateClientSearch,
  type ClientSearchField,
  type ClientSortColumn,
} from '../../../../domain/validation/client-search';
import { isValid, type FieldErrors } from '../../../../domain/validation/field-errors';
import { api } from '../../lib/api-client';
import type { ClientPage, ClientRow, PortalView, SessionView } from '../../lib/contract';
import { sessionStore, setSession } from '../../lib/session.store';

export type SearchForm = Record<ClientSearchField, string>;
/** The criteria of the last search, as sent (dob already YYYY-MM-DD); sorting and paging reuse them. */
export type SearchCriteria = Partial<Record<ClientSearchField, string>>;

/** A result row with the portal view the adviser picked for it (spec 1 §2.9). */
export interface ClientListRow extends ClientRow {
  /** The portal view in the selector; '' when none is chosen (a client with no level). */
  chosenView: SiteAccessLevel | '';
}

const emptyForm = (): SearchForm => ({ name: '', dob: '', postcode: '' });

function initialState() {
  return {
    /** No usable local storage: the list is not offered (spec 1 §2.9). */
    privateBrowsing: false,
    form: emptyForm(),
    /** Fields whose message is shown (left once, or on a search attempt). */
    touched: { name: false, dob: false, postcode: false } as Record<ClientSearchField, boolean>,
    dirty: false,
    /** spec 1 §4.1: before the first search there is no table. */
    initialSearch: true,
    criteria: {} as SearchCriteria,
    sort: DEFAULT_CLIENT_SORT as string,
    searching: false,
    /** A sort is re-running the search: the table stays (keeping focus on its header) but is busy. */
    sorting: false,
    loadingMore: false,
    rows: [] as ClientListRow[],
    hasMore: false,
    nextBookmark: null as string | null,
    caption: '',
    portalViews: [] as PortalView[],
    /** The client being opened, while the request runs. */
    opening: null as number | null,
  };
}

/** The adviser client list (spec 1 §2.9, §4.1). */
export const clientListStore = proxy(initialState());

let searchSeq = 0;
let clearingContext: Promise<unknown> = Promise.resolve();

/** Whether local storage can be written: private browsing modes refuse it or throw. */
export function localStorageUsable(): boolean {
  try {
    const probe = '__portal_storage_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * The adviser's place in the list (criteria, sort and the pages loaded), kept for this browser tab's
 * session so that coming back through 'Viewing {client}' shows the list as it was. The login page
 * clears it with the rest of the stored session state, and it is kept for one adviser only: another
 * user signed in (in another tab of the browser, say) never sees it.
 */
export const CLIENT_LIST_PLACE_KEY = 'client-list';

interface ClientListPlace {
  /** The adviser whose list it is. */
  userId: number;
  form: SearchForm;
  criteria: SearchCriteria;
  sort: string;
  rows: ClientRow[];
  hasMore: boolean;
  nextBookmark: string | null;
  caption: string;
}

function savePlace(): void {
  const { form, criteria, sort, rows, hasMore, nextBookmark, caption } = clientListStore;
  const userId = sessionStore.view?.user.id;
  if (userId === undefined) return;
  const place: ClientListPlace = {
    userId,
    form: { ...form },
    criteria: { ...criteria },
    sort,
    rows: rows.map(({ chosenView: _chosen, ...row }) => ({ ...row, isPreviewMode: false })),
    hasMore,
    nextBookmark,
    caption,
  };
  try {
    window.sessionStorage.setItem(CLIENT_LIST_PLACE_KEY, JSON.stringify(place));
  } catch {
    // Storage full or refused: the list simply starts afresh next time.
  }
}

function restorePlace(): void {
  let place: ClientListPlace | null = null;
  try {
    place = JSON.parse(window.sessionStorage.getItem(CLIENT_LIST_PLACE_KEY) ?? 'null') as ClientListPlace | null;
  } catch {
    return;
  }
  if (!place || !Array.isArray(place.rows) || typeof place.sort !== 'string') return;
  // Another adviser's list (or one kept before lists named their adviser): forgotten, never shown.
  if (place.userId === undefined || place.userId !== sessionStore.view?.user.id) {
    try {
      window.sessionStorage.removeItem(CLIENT_LIST_PLACE_KEY);
    } catch {
      // Nothing kept can be shown anyway.
    }
    return;
  }
  Object.assign(clientListStore, {
    form: { ...emptyForm(), ...place.form },
    criteria: place.criteria ?? {},
    sort: place.sort,
    rows: place.rows.map(toRow),
    hasMore: !!place.hasMore,
    nextBookmark: place.nextBookmark ?? null,
    caption: place.caption ?? '',
    initialSearch: false,
  });
}

export function resetClientList(): void {
  searchSeq++;
  Object.assign(clientListStore, initialState());
}

/**
 * On entering the list (spec 1 §4.1): start afresh (showing again the place kept from this session), clear the client in context on the server and in
 * the session, and load the portal views (an empty list when the platform cannot say).
 */
export async function enterClientList(): Promise<void> {
  resetClientList();
  if (!localStorageUsable()) {
    clientListStore.privateBrowsing = true;
    return;
  }
  restorePlace();
  clearingContext = clearClientInContext();
  const [views] = await Promise.all([
    api.get<PortalView[]>('/advisers/portal-views', { silent: true }).catch(() => [] as PortalView[]),
    clearingContext,
  ]);
  clientListStore.portalViews = views;
}

async function clearClientInContext(): Promise<void> {
  try {
    await api.delete('/advisers/client-in-context', { anyContext: true });
    const view = sessionStore.view;
    // For an adviser the gating level is the client in context's, so it goes with the client.
    if (view) setSession({ ...view, clientInContext: null, siteAccessLevel: null });
  } catch {
    // The global toast has told the user; choosing a client replaces the context anyway.
  }
}

export function setSearchField(field: ClientSearchField, value: string): void {
  clientListStore.form[field] = value;
  clientListStore.dirty = true;
}

export function touchSearchField(field: ClientSearchField): void {
  clientListStore.touched[field] = true;
}

export function searchErrors(form: SearchForm, locale: string | null | undefined): FieldErrors<ClientSearchField> {
  return validateClientSearch(form, locale);
}

/** spec 1 §2.9: Search is disabled when the form is dirty and invalid. */
export function searchDisabled(
  state: { form: SearchForm; dirty: boolean },
  locale: string | null | undefined,
): boolean {
  return state.dirty && !isValid(searchErrors(state.form, locale));
}

/** The form as sent: trimmed, blanks left out, the date of birth as YYYY-MM-DD. */
export function criteriaFrom(form: SearchForm, locale: string | null | undefined): SearchCriteria {
  const criteria: SearchCriteria = {};
  const name = form.name.trim();
  const postcode = form.postcode.trim();
  const dob = form.dob.trim() ? parseLocaleDate(form.dob, locale) : null;
  if (name) criteria.name = name;
  if (dob) criteria.dob = dob;
  if (postcode) criteria.postcode = postcode;
  return criteria;
}

function query(criteria: SearchCriteria, sort: string, bookmark?: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(criteria)) if (value) params.set(key, value);
  params.set('sort', sort);
  if (bookmark) params.set('bookmark', bookmark);
  return `/advisers/clients?${params.toString()}`;
}

function toRow(row: ClientRow): ClientListRow {
  return {
    ...row,
    isPreviewMode: false,
    chosenView: row.siteAccessLevel ? effectiveSiteAccess(row.siteAccessLevel) : '',
  };
}

/** Runs the first page of a search; the shown results change only when the answer arrives. */
async function runSearch(criteria: SearchCriteria, sort: string, sorting = false): Promise<void> {
  const seq = ++searchSeq;
  clientListStore.searching = true;
  clientListStore.sorting = sorting;
  try {
    const page = await api.get<ClientPage>(query(criteria, sort));
    if (seq !== searchSeq) return;
    Object.assign(clientListStore, {
      initialSearch: false,
      criteria,
      sort: page.sort || sort,
      rows: page.rows.map(toRow),
      hasMore: page.hasMore,
      nextBookmark: page.nextBookmark,
      caption: page.caption,
    });
    savePlace();
  } catch {
    // The global toast says what went wrong; the previous results stay as they were.
  } finally {
    if (seq === searchSeq) Object.assign(clientListStore, { searching: false, sorting: false });
  }
}

/** Submits the search form; an invalid form shows every message instead (spec 1 §5). */
export async function searchClients(locale: string | null | undefined): Promise<void> {
  const { form } = clientListStore;
  if (!isValid(searchErrors(form, locale))) {
    clientListStore.touched = { name: true, dob: true, postcode: true };
    return;
  }
  await runSearch(criteriaFrom(form, locale), clientListStore.sort);
}

/** spec 1 §4.1: a new column sorts ascending, the same column again descending; the stored criteria are reused. */
export async function sortClients(column: ClientSortColumn): Promise<void> {
  await runSearch(clientListStore.criteria, toggleSort(clientListStore.sort, column), true);
}

/** Appends the next page (by bookmark) of the stored search. */
export async function loadMoreClients(): Promise<void> {
  const { criteria, sort, nextBookmark, hasMore, loadingMore } = clientListStore;
  if (!hasMore || !nextBookmark || loadingMore) return;
  const seq = searchSeq;
  clientListStore.loadingMore = true;
  try {
    const page = await api.get<ClientPage>(query(criteria, sort, nextBookmark));
    if (seq !== searchSeq) return;
    clientListStore.rows.push(...page.rows.map(toRow));
    clientListStore.hasMore = page.hasMore;
    clientListStore.nextBookmark = page.nextBookmark;
    clientListStore.caption = clientListCaption(clientListStore.rows.length, page.hasMore);
    savePlace();
  } catch {
    // Toast shown; the rows already listed stay.
  } finally {
    clientListStore.loadingMore = false;
  }
}

/** spec 1 §2.9: a view other than the client's own, or any view for a client with no user, is preview mode. */
export function choosePortalView(clientId: number, view: SiteAccessLevel | ''): void {
  const row = clientListStore.rows.find((r) => r.id === clientId);
  if (!row) return;
  row.chosenView = view;
  row.isPreviewMode =
    view !== '' && isPreviewChoice({ hasUser: row.userId != null, chosen: view, derived: row.siteAccessLevel });
}

export function canOpenRow(row: Pick<ClientRow, 'hasClientAccess' | 'isPreviewMode'>): boolean {
  return canOpenClient({ has_client_access: row.hasClientAccess, is_preview_mode: row.isPreviewMode });
}

/**
 * Puts a client in context (with the chosen view in preview mode) and updates the session.
 * Resolves true when the client is in context; a failure leaves the list as it was (the toast says why).
 */
export async function openClient(clientId: number): Promise<boolean> {
  const row = clientListStore.rows.find((r) => r.id === clientId);
  if (!row || !canOpenRow(row) || clientListStore.opening !== null) return false;
  clientListStore.opening = clientId;
  try {
    await clearingContext;
    const body = row.isPreviewMode && row.chosenView ? { clientId, portalView: row.chosenView } : { clientId };
    const view = await api.post<SessionView>('/advisers/client-in-context', body, { anyContext: true });
    setSession(view);
    return true;
  } catch {
    return false;
  } finally {
    clientListStore.opening = null;
  }
}
