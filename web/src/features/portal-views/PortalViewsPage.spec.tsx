import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NO_PORTAL_VIEWS } from '../../../../domain/audit/portal-views';
import { fakeApi } from '../../testing/api-fake';
import { PortalViewsPage } from './PortalViewsPage';

const entry = (n: number, over: object = {}) => ({
  id: `${1764000000000 - n * 1000}-0`,
  at: new Date(1764000000000 - n * 1000).toISOString(),
  adviserName: 'Sarah Whitfield',
  adviserUserId: 1,
  action: 'read',
  what: `Read "Letter ${n}"`,
  previewMode: false,
  ...over,
});

describe("'Who has viewed my portal'", () => {
  afterEach(cleanup);

  it('lists entries newest first and loads older ones with Load more, moving focus to the first new one', async () => {
    const calls = fakeApi((c) =>
      c.path === '/portal-views'
        ? c.query.get('before')
          ? { body: { entries: [entry(3)], next: null } }
          : { body: { entries: [entry(1, { previewMode: true }), entry(2)], next: entry(2).id } }
        : undefined,
    );
    render(<PortalViewsPage />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Who has viewed my portal' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.portal-views__what')!.textContent),
    ).toEqual(['Read "Letter 1"', 'Read "Letter 2"']);
    expect(within(list).getByText('Preview mode')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(calls.find((c) => c.query.get('before'))!.query.get('before')).toBe(entry(2).id);
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Letter 3'));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when nobody has viewed the portal, and offers a retry when the list fails', async () => {
    fakeApi((c) => (c.path === '/portal-views' ? { body: { entries: [], next: null } } : undefined));
    render(<PortalViewsPage />);
    expect(await screen.findByText(NO_PORTAL_VIEWS)).toBeTruthy();
    cleanup();
    let fail = true;
    fakeApi((c) =>
      c.path === '/portal-views'
        ? fail
          ? { status: 500, body: { statusCode: 500, code: 'unavailable', message: 'x', apiMessage: null } }
          : { body: { entries: [entry(1)], next: null } }
        : undefined,
    );
    render(<PortalViewsPage />);
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Read "Letter 1"')).toBeTruthy();
  });
});
