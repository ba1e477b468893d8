import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SiteAccessLevel } from '../../../../domain/access/access-level';
import { itemAt } from '../../../../domain/shared/present';
import {
  NO_CLIENT_ACCESS,
  NO_CLIENTS_FOUND,
  PRIVATE_BROWSING_NOT_SUPPORTED,
} from '../../../../domain/validation/client-search';
import { setSession } from '../../lib/session.store';
import { ClientListPage } from './ClientListPage';
import { fakeApi, type ApiCall, type ApiHandler } from '../../testing/api-fake';
import { adviserSession, clientPage, clientRow, PORTAL_VIEWS } from './testing/client-rows';

const AMELIA = clientRow(10001, { entityName: 'Amelia Hartley', dob: '1968-04-12' });
const EMILY = clientRow(10002, {
  entityName: 'Emily Turner',
  userId: null,
  hasClientAccess: false,
  siteAccessLevel: null,
  dob: null,
});

function renderPage(search: ApiHandler): ApiCall[] {
  const calls = fakeApi((call) => {
    if (call.method === 'DELETE') return { status: 204 };
    if (call.path === '/advisers/portal-views') return { body: PORTAL_VIEWS };
    if (call.path === '/advisers/client-in-context') {
      return {
        body: adviserSession({
          entityId: 10001,
          displayName: 'Amelia Hartley',
          clientAccessLevel: 1,
          siteAccessLevel: SiteAccessLevel.Portfolio,
          isPreviewMode: false,
          partnerEntityId: null,
        }),
      };
    }
    return search(call);
  });
  render(
    <MemoryRouter initialEntries={['/advisers/client-list/']}>
      <Routes>
        <Route path="/advisers/client-list/" element={<ClientListPage />} />
        <Route path="/clients/" element={<p>Client area</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ClientListPage', () => {
  beforeEach(() => setSession(adviserSession()));
  afterEach(() => jest.restoreAllMocks());

  it('shows the form and no table before the first search, then the results table with its caption', async () => {
    const calls = renderPage(() => ({ body: clientPage([AMELIA, EMILY]) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your Clients' })).toBeTruthy();
    expect(document.title).toContain('Your Clients');
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
        'DELETE /advisers/client-in-context',
        'GET /advisers/portal-views',
      ]),
    );

    type('Client name', 'Amelia');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Showing all clients that match the search criteria.' });
    const rows = within(table).getAllByRole('row');
    const [header, amelia, emily] = [itemAt(rows, 0), itemAt(rows, 1), itemAt(rows, 2)];
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Date of birth', 'Postcode', 'Portal view']);
    expect(within(amelia).getByText('12 Apr 1968')).toBeTruthy();
    expect(within(amelia).getByRole('button', { name: 'Amelia Hartley' })).toBeTruthy();
    expect(
      within(amelia).getByRole<HTMLSelectElement>('combobox', { name: 'Portal view for Amelia Hartley' }).value,
    ).toBe('Portfolio');
    expect(within(emily).getByText(NO_CLIENT_ACCESS)).toBeTruthy();
    expect(within(emily).queryByRole('button')).toBeNull();
  });

  it('shows field messages, keeps Search disabled while invalid, and sends the date as YYYY-MM-DD', async () => {
    const calls = renderPage(() => ({ body: clientPage([AMELIA]) }));
    type('Date of birth', '31/02/1968');
    fireEvent.blur(screen.getByLabelText('Date of birth'));
    expect(screen.getByText('Please enter a date in a valid format of DD/MM/YYYY')).toBeTruthy();
    expect(screen.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Date of birth').getAttribute('aria-describedby')).toContain(
      'client-search-dob-error',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Search' }).disabled).toBe(true);

    type('Postcode search', 'GU1/3AJ');
    fireEvent.blur(screen.getByLabelText('Postcode search'));
    expect(screen.getByText('Please only enter a number or a letter')).toBeTruthy();

    type('Date of birth', '12/04/1968');
    type('Postcode search', '');
    expect(screen.queryByText(/valid format/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    expect(calls.find((c) => c.path === '/advisers/clients')?.query.get('dob')).toBe('1968-04-12');
  });

  it('says so when no client matches', async () => {
    renderPage(() => ({ body: clientPage([]) }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(NO_CLIENTS_FOUND)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sorts by the column headers with aria-sort, and loads more until there is no more', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => clientRow(i + 1));
    const page2 = Array.from({ length: 3 }, (_, i) => clientRow(i + 21));
    const calls = renderPage(({ query }) => {
      const sort = query.get('sort') ?? 'entity_name';
      return { body: query.get('bookmark') ? clientPage(page2, false, sort) : clientPage(page1, true, sort) };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    const nameHeader = () => screen.getByRole('columnheader', { name: 'Name' });
    const dobHeader = () => screen.getByRole('columnheader', { name: 'Date of birth' });
    expect(nameHeader().getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(nameHeader()).getByRole('button'));
    await waitFor(() => expect(nameHeader().getAttribute('aria-sort')).toBe('descending'));
    fireEvent.click(within(dobHeader()).getByRole('button'));
    await waitFor(() => expect(dobHeader().getAttribute('aria-sort')).toBe('ascending'));
    expect(nameHeader().getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: 'Load more...' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(24));
    expect(screen.queryByRole('button', { name: 'Load more...' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Showing all clients that match the search criteria.' })).toBeTruthy();
    expect(
      calls.filter((c) => c.path === '/advisers/clients').map((c) => [c.query.get('sort'), c.query.get('bookmark')]),
    ).toEqual([
      ['entity_name', null],
      ['-entity_name', null],
      ['dob', null],
      ['dob', 'b20'],
    ]);
  });

  it('opens a client from the name button (Enter or click) and goes to the client area', async () => {
    const calls = renderPage(() => ({ body: clientPage([AMELIA]) }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const name = await screen.findByRole('button', { name: 'Amelia Hartley' });
    name.focus();
    expect(document.activeElement).toBe(name);
    fireEvent.click(name); // a button's Enter and Space activate it as a click
    expect(await screen.findByText('Client area')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ clientId: 10001 });
  });

  it('opens an accessible row when the row itself is clicked', async () => {
    renderPage(() => ({ body: clientPage([AMELIA]) }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    fireEvent.click(screen.getByText('12 Apr 1968'));
    expect(await screen.findByText('Client area')).toBeTruthy();
  });

  it('a client without access opens only after a portal view is chosen (preview mode)', async () => {
    const calls = renderPage(() => ({ body: clientPage([EMILY]) }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    fireEvent.click(screen.getByText('Emily Turner'));
    await act(async () => {});
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('combobox', { name: 'Portal view for Emily Turner' }), {
      target: { value: 'Messages' },
    });
    expect(await screen.findByText('Preview as Messages')).toBeTruthy();
    expect(screen.queryByText(NO_CLIENT_ACCESS)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Emily Turner' }));
    expect(await screen.findByText('Client area')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ clientId: 10002, portalView: 'Messages' });
  });

  it('shows only the private-browsing message without usable local storage', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    renderPage(() => undefined);
    expect(await screen.findByText(PRIVATE_BROWSING_NOT_SUPPORTED)).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByLabelText('Client name')).toBeNull();
  });
});
