import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi } from '../../testing/api-fake';
import { MessagesPanel } from './MessagesPanel';

const row = (id: number, read = true) => ({
  id,
  subject: `Subject ${id}`,
  createdDate: '2026-11-24T09:30:00.000Z',
  read,
});

describe("the home page's message list panel (spec 3 §2)", () => {
  afterEach(cleanup);

  it('links each subject to the message, with its date, unread in bold, and loads more', async () => {
    const calls = fakeApi((c) =>
      c.path === '/messages'
        ? c.query.get('cursor') === null
          ? {
              body: {
                items: [row(1, false), row(2)],
                page: 1,
                pageSize: 20,
                hasMore: true,
                nextCursor: 'after-2',
                empty: null,
              },
            }
          : { body: { items: [row(3)], page: 2, pageSize: 20, hasMore: false, nextCursor: null, empty: null } }
        : undefined,
    );
    render(
      <MemoryRouter>
        <MessagesPanel messagesPath="/clients/documents-and-messages/" />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('region', { name: 'Latest messages' });
    const first = await within(panel).findByRole('link', { name: 'Subject 1' });
    expect(first.getAttribute('href')).toBe('/clients/documents-and-messages/?message=1');
    expect(first.closest('li')!.className).toBe('home-messages__unread');
    expect(first.closest('li')!.textContent).toContain('24 Nov 2026');
    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await within(panel).findByRole('link', { name: 'Subject 3' });
    expect(within(panel).getAllByRole('link')).toHaveLength(3);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    // 'Load more' carries on from where the first page ended.
    await waitFor(() => expect(calls.map((c) => c.query.get('cursor'))).toEqual([null, 'after-2']));
  });

  it('is not shown when there are no messages or they cannot be read', async () => {
    const calls = fakeApi(() => undefined);
    render(
      <MemoryRouter>
        <MessagesPanel messagesPath="/clients/documents-and-messages/" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
