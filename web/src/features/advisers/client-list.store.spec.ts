import { SiteAccessLevel } from '../../../../domain/access/access-level';
import { itemAt } from '../../../../domain/shared/present';
import { INVALID_CLIENT_NAME, INVALID_POSTCODE } from '../../../../domain/validation/client-search';
import { sessionStore, setSession } from '../../lib/session.store';
import { toastStore } from '../../lib/toast.store';
import {
  canOpenRow,
  choosePortalView,
  clientListStore,
  criteriaFrom,
  enterClientList,
  loadMoreClients,
  openClient,
  resetClientList,
  searchClients,
  searchDisabled,
  searchErrors,
  setSearchField,
  sortClients,
} from './client-list.store';
import { errorReply, fakeApi, type ApiCall } from '../../testing/api-fake';
import { adviserSession, clientPage, clientRow, PORTAL_VIEWS } from './testing/client-rows';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => clientRow(from + i));

describe('client list store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetClientList();
    toastStore.toasts.splice(0);
    setSession(adviserSession());
  });

  describe('search form validation (spec 1 §5)', () => {
    it('accepts an empty form and valid criteria, and sends the date of birth as YYYY-MM-DD', () => {
      expect(searchErrors({ name: '', dob: '', postcode: '' }, 'en-gb')).toEqual({});
      const form = { name: " O'Brien-Smith ", dob: '12/04/1968', postcode: 'GU1 3AJ' };
      expect(searchErrors(form, 'en-gb')).toEqual({});
      expect(criteriaFrom(form, 'en-gb')).toEqual({ name: "O'Brien-Smith", dob: '1968-04-12', postcode: 'GU1 3AJ' });
      expect(criteriaFrom({ name: ' ', dob: '', postcode: '' }, 'en-gb')).toEqual({});
    });

    it('gives each invalid field its message', () => {
      expect(searchErrors({ name: '-x', dob: '31/02/2000', postcode: 'GU1-3AJ' }, 'en-gb')).toEqual({
        name: INVALID_CLIENT_NAME,
        dob: 'Please enter a date in a valid format of DD/MM/YYYY',
        postcode: INVALID_POSTCODE,
      });
      expect(searchErrors({ name: '', dob: '1968-04-12', postcode: '' }, 'en-gb').dob).toBe(
        'Please enter a date in a valid format of DD/MM/YYYY',
      );
    });

    it('disables Search only when the form is dirty and invalid', () => {
      expect(searchDisabled({ form: { name: '', dob: '12/13/2000', postcode: '' }, dirty: false }, 'en-gb')).toBe(
        false,
      );
      expect(searchDisabled({ form: { name: '', dob: '12/13/2000', postcode: '' }, dirty: true }, 'en-gb')).toBe(true);
      expect(searchDisabled({ form: { name: 'Amelia', dob: '', postcode: '' }, dirty: true }, 'en-gb')).toBe(false);
    });

    it('does not search with an invalid form and shows every message', async () => {
      const calls = fakeApi(() => ({ body: clientPage([]) }));
      setSearchField('postcode', 'GU1/3AJ');
      await searchClients('en-gb');
      expect(calls).toEqual([]);
      expect(clientListStore.touched).toEqual({ name: true, dob: true, postcode: true });
      expect(clientListStore.initialSearch).toBe(true);
    });
  });

  describe('searching, sorting and paging (spec 1 §4.1)', () => {
    let calls: ApiCall[];
    beforeEach(() => {
      calls = fakeApi(({ query }) => {
        const bookmark = query.get('bookmark');
        const sort = query.get('sort') ?? 'entity_name';
        if (!bookmark) return { body: clientPage(rows(1, 20), true, sort) };
        if (bookmark === 'b20') return { body: clientPage(rows(21, 20), true, sort) };
        return { body: clientPage(rows(41, 5), false, sort) };
      });
    });

    it('stores the criteria and shows the first page', async () => {
      setSearchField('name', 'Client');
      setSearchField('dob', '15/01/1970');
      await searchClients('en-gb');
      expect(itemAt(calls, 0).path).toBe('/advisers/clients');
      expect(Object.fromEntries(itemAt(calls, 0).query)).toEqual({
        name: 'Client',
        dob: '1970-01-15',
        sort: 'entity_name',
      });
      expect(clientListStore.initialSearch).toBe(false);
      expect(clientListStore.rows).toHaveLength(20);
      expect(clientListStore.caption).toBe('Showing the first 20 clients that match the search criteria.');
      expect(clientListStore.criteria).toEqual({ name: 'Client', dob: '1970-01-15' });
    });

    it('sorts a new column ascending, the same column again descending, with the stored criteria', async () => {
      setSearchField('name', 'Client');
      await searchClients('en-gb');
      setSearchField('name', 'edited but not searched');
      await sortClients('entity_name');
      await sortClients('dob');
      await sortClients('dob');
      await sortClients('entity_name');
      expect(calls.map((c) => c.query.get('sort'))).toEqual([
        'entity_name',
        '-entity_name',
        'dob',
        '-dob',
        'entity_name',
      ]);
      expect(calls.every((c) => c.query.get('name') === 'Client')).toBe(true);
      expect(clientListStore.sort).toBe('entity_name');
    });

    it('appends the next page by bookmark until there are no more', async () => {
      await searchClients('en-gb');
      await sortClients('dob');
      await loadMoreClients();
      expect(itemAt(calls, 2).query.get('bookmark')).toBe('b20');
      expect(itemAt(calls, 2).query.get('sort')).toBe('dob');
      expect(clientListStore.rows.map((r) => r.id)).toEqual(rows(1, 40).map((r) => r.id));
      expect(clientListStore.caption).toBe('Showing the first 40 clients that match the search criteria.');
      await loadMoreClients();
      expect(clientListStore.rows).toHaveLength(45);
      expect(clientListStore.hasMore).toBe(false);
      expect(clientListStore.caption).toBe('Showing all clients that match the search criteria.');
      await loadMoreClients();
      expect(calls).toHaveLength(4);
    });

    it('keeps the shown results when a sort fails', async () => {
      await searchClients('en-gb');
      fakeApi(() => errorReply(500, 'internal', 'Something went wrong. Please try again.'));
      await sortClients('dob');
      expect(clientListStore.sort).toBe('entity_name');
      expect(clientListStore.rows).toHaveLength(20);
      expect(clientListStore.searching).toBe(false);
      expect(toastStore.toasts[0]).toMatchObject({ kind: 'error', title: 'An error has occurred' });
    });
  });

  describe('portal view and preview mode (spec 1 §2.9)', () => {
    beforeEach(async () => {
      fakeApi(() => ({
        body: clientPage([
          clientRow(1),
          clientRow(2, { userId: null, hasClientAccess: false, siteAccessLevel: null }),
          clientRow(3, { siteAccessLevel: SiteAccessLevel.NotAssigned }),
        ]),
      }));
      await searchClients('en-gb');
    });

    it("defaults each selector to the client's own view (NotAssigned shown as Messages)", () => {
      expect(clientListStore.rows.map((r) => r.chosenView)).toEqual(['Portfolio', '', 'Messages']);
      expect(clientListStore.rows.map(canOpenRow)).toEqual([true, false, true]);
    });

    it('marks preview mode for another view, or any view for a client with no user', () => {
      choosePortalView(1, SiteAccessLevel.Assets);
      expect(itemAt(clientListStore.rows, 0).isPreviewMode).toBe(true);
      choosePortalView(1, SiteAccessLevel.Portfolio);
      expect(itemAt(clientListStore.rows, 0).isPreviewMode).toBe(false);
      choosePortalView(3, SiteAccessLevel.Messages);
      expect(itemAt(clientListStore.rows, 2).isPreviewMode).toBe(false);
      choosePortalView(2, SiteAccessLevel.Messages);
      expect(itemAt(clientListStore.rows, 1).isPreviewMode).toBe(true);
      expect(canOpenRow(itemAt(clientListStore.rows, 1))).toBe(true);
    });
  });

  describe('choosing a client', () => {
    beforeEach(async () => {
      fakeApi(() => ({
        body: clientPage([clientRow(1), clientRow(2, { userId: null, hasClientAccess: false, siteAccessLevel: null })]),
      }));
      await searchClients('en-gb');
    });

    it('puts the client in context and updates the session', async () => {
      const inContext = {
        entityId: 1,
        displayName: 'Client 001',
        clientAccessLevel: 1,
        siteAccessLevel: SiteAccessLevel.Portfolio,
        isPreviewMode: false,
        partnerEntityId: null,
      };
      const calls = fakeApi(() => ({ body: adviserSession(inContext) }));
      expect(await openClient(1)).toBe(true);
      expect(calls).toEqual([
        expect.objectContaining({ method: 'POST', path: '/advisers/client-in-context', body: { clientId: 1 } }),
      ]);
      expect(sessionStore.view?.clientInContext).toEqual(inContext);
    });

    it('sends the chosen view in preview mode', async () => {
      const calls = fakeApi(() => ({ body: adviserSession() }));
      choosePortalView(2, SiteAccessLevel.Assets);
      expect(await openClient(2)).toBe(true);
      expect(itemAt(calls, 0).body).toEqual({ clientId: 2, portalView: 'Assets' });
    });

    it('does not open a client without access or preview', async () => {
      const calls = fakeApi(() => ({ body: adviserSession() }));
      expect(await openClient(2)).toBe(false);
      expect(calls).toEqual([]);
    });

    it('leaves the session alone and shows the toast when the platform refuses', async () => {
      fakeApi(() => errorReply(403, 'forbidden', 'No client access'));
      expect(await openClient(1)).toBe(false);
      expect(sessionStore.view?.clientInContext).toBeNull();
      expect(clientListStore.opening).toBeNull();
      expect(toastStore.toasts).toHaveLength(1);
    });
  });

  describe('entering the list', () => {
    afterEach(() => jest.restoreAllMocks());

    it('clears the client in context and loads the portal views', async () => {
      setSession(
        adviserSession({
          entityId: 1,
          displayName: 'Amelia Hartley',
          clientAccessLevel: 1,
          siteAccessLevel: SiteAccessLevel.Portfolio,
          isPreviewMode: false,
          partnerEntityId: null,
        }),
      );
      const calls = fakeApi(({ method, path }) => {
        if (method === 'DELETE') return { status: 204 };
        if (path === '/advisers/portal-views') return { body: PORTAL_VIEWS };
        return undefined;
      });
      await enterClientList();
      expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
        'DELETE /advisers/client-in-context',
        'GET /advisers/portal-views',
      ]);
      expect(sessionStore.view?.clientInContext).toBeNull();
      expect(sessionStore.view?.siteAccessLevel).toBeNull();
      expect(clientListStore.portalViews).toEqual(PORTAL_VIEWS);
      expect(clientListStore.privateBrowsing).toBe(false);
    });

    it('shows again the criteria, sort and pages of the last search of this session', async () => {
      fakeApi((call) =>
        call.path.startsWith('/advisers/clients')
          ? { body: clientPage(rows(1, 20), true, '-entity_name') }
          : { body: PORTAL_VIEWS },
      );
      await enterClientList();
      setSearchField('name', 'Har');
      await searchClients('en-gb');
      fakeApi((call) =>
        call.path.startsWith('/advisers/clients')
          ? { body: clientPage(rows(21, 5), false, '-entity_name') }
          : { body: PORTAL_VIEWS },
      );
      await loadMoreClients();
      resetClientList();

      const calls = fakeApi((call) =>
        call.path === '/advisers/portal-views' ? { body: PORTAL_VIEWS } : { status: 204 },
      );
      await enterClientList();
      expect(calls.map((c) => c.path).sort()).toEqual(['/advisers/client-in-context', '/advisers/portal-views']);
      expect(clientListStore.form.name).toBe('Har');
      expect(clientListStore.criteria).toEqual({ name: 'Har' });
      expect(clientListStore.sort).toBe('-entity_name');
      expect(clientListStore.rows).toHaveLength(25);
      expect(clientListStore.initialSearch).toBe(false);
      expect(sessionStore.view?.clientInContext).toBeNull();
    });

    it("never shows another adviser's list kept in this tab (another user signed in on the browser), and forgets it", async () => {
      fakeApi((call) =>
        call.path.startsWith('/advisers/clients')
          ? { body: clientPage(rows(1, 3), false, 'entity_name') }
          : { body: PORTAL_VIEWS },
      );
      await enterClientList();
      setSearchField('name', 'Har');
      await searchClients('en-gb');
      expect(clientListStore.rows).toHaveLength(3);
      resetClientList();

      const other = adviserSession();
      setSession({ ...other, user: { ...other.user, id: 2, username: 'adviser2', displayName: 'Tom Ashcroft' } });
      fakeApi((call) => (call.path === '/advisers/portal-views' ? { body: PORTAL_VIEWS } : { status: 204 }));
      await enterClientList();
      expect(clientListStore.rows).toEqual([]);
      expect(clientListStore.form.name).toBe('');
      expect(clientListStore.initialSearch).toBe(true);
      expect(sessionStorage.getItem('client-list')).toBeNull();
    });

    it('offers nothing in private browsing (no usable local storage)', async () => {
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('QuotaExceededError');
      });
      const calls = fakeApi(() => ({ status: 204 }));
      await enterClientList();
      expect(clientListStore.privateBrowsing).toBe(true);
      expect(calls).toEqual([]);
    });
  });
});
