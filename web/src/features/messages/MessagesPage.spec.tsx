import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { itemAt } from '../../../../domain/shared/present';
import { inboxStore, refreshUnreadCount, resetInbox } from '../../lib/inbox.store';
import { clearSession, setSession } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { fakeApi, type ApiCall, type ApiReply } from '../../testing/api-fake';
import { MessagesPage } from './MessagesPage';
import {
  adviserSession,
  attachment,
  clientSession,
  folders,
  list,
  message,
  summary,
} from './testing/messages-fixtures';

type Handler = (call: ApiCall) => ApiReply | undefined;

function renderPage(handler: Handler, path = '/clients/documents-and-messages/'): ApiCall[] {
  const calls = fakeApi(handler);
  render(
    <MemoryRouter initialEntries={[path]}>
      <MessagesPage />
    </MemoryRouter>,
  );
  return calls;
}

/** A list row's button by its subject (the unread marker for screen readers aside). */
async function findRow(subject: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = Array.from(document.querySelectorAll<HTMLElement>('.msg-row__button')).find(
      (b) => b.querySelector('.msg-row__subject')!.textContent.replace(/^Unread: /, '') === subject,
    );
    expect(found).toBeTruthy();
  });
  return found!;
}

const PAGE1 = Array.from({ length: 20 }, (_, i) => summary(i + 1, { read: i >= 2, subject: `Subject ${i + 1}` }));
const PAGE2 = [summary(21, { subject: 'Subject 21' })];

/** A client's inbox of 21 messages (the first two unread), two pages of 20. */
function inbox(extra: Handler = () => undefined): Handler {
  let unread = 2;
  return (c) =>
    extra(c) ??
    (c.path === '/messages/folders'
      ? {
          body: folders({
            folders: folders().folders.map((f) =>
              f.id === 'inbox' ? { ...f, unreadCount: unread, unreadDisplay: `(${unread})` } : f,
            ),
          }),
        }
      : c.path === '/messages' && c.query.get('folder') === 'inbox'
        ? {
            body:
              c.query.get('cursor') === 'after-20'
                ? list(PAGE2, { page: 2 })
                : list(PAGE1, { hasMore: true, nextCursor: 'after-20' }),
          }
        : /^\/messages\/\d+$/.test(c.path)
          ? { body: message([...PAGE1, ...PAGE2].find((m) => m.id === Number(c.path.split('/')[2]))!) }
          : /^\/messages\/\d+\/read$/.test(c.path)
            ? ((unread -= 1), { body: { id: Number(c.path.split('/')[2]), read: true, readNoticeSent: true } })
            : c.path === '/messages/unread-count'
              ? { body: { count: unread, display: `(${unread})` } }
              : undefined);
}

describe('MessagesPage (spec 3 §2, §4 "Reading and composing")', () => {
  beforeEach(() => {
    siteStore.config = {
      instance: { productName: 'Client Online' },
      settings: {},
      content: {},
      featureToggles: {},
    } as never;
    setSession(clientSession());
    resetInbox();
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('lists the inbox with unread rows styled, and opening an unread message marks it read and lowers the badge', async () => {
    inboxStore.unread = 2;
    const calls = renderPage(inbox());
    const row = await findRow('Subject 1');
    expect(row.closest('li')!.classList.contains('msg-row--unread')).toBe(true);
    expect((await findRow('Subject 3')).closest('li')!.classList.contains('msg-row--unread')).toBe(false);
    expect(itemAt(screen.getByLabelText<HTMLSelectElement>('Folder').selectedOptions, 0).textContent).toBe('Inbox (2)');

    fireEvent.click(row);
    expect(await screen.findByRole('heading', { level: 2, name: 'Subject 1' })).toBeTruthy();
    await waitFor(() => expect(inboxStore.unread).toBe(1));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/messages/1/read']);
    expect(row.closest('li')!.classList.contains('msg-row--unread')).toBe(false);
    // The folder's count is read again from the server.
    await waitFor(() =>
      expect(itemAt(screen.getByLabelText<HTMLSelectElement>('Folder').selectedOptions, 0).textContent).toBe(
        'Inbox (1)',
      ),
    );
    // Opening a message already read sends no second read notice.
    fireEvent.click(await findRow('Subject 3'));
    await screen.findByRole('heading', { level: 2, name: 'Subject 3' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('the badge says what the Inbox says after a message is read, though an unread count asked before the read answers last', async () => {
    // The shell asked for the badge's count as the page opened; on a slow phone network it answers last.
    let answerEarly!: () => void;
    const early = new Promise<void>((resolve) => (answerEarly = resolve));
    let first = true;
    const calls = renderPage(
      inbox((c) => {
        if (c.path !== '/messages/unread-count' || !first) return undefined;
        first = false;
        return early.then(() => ({ body: { count: 2, display: '(2)' } })) as never;
      }),
    );
    void refreshUnreadCount();
    const inboxLabel = () => itemAt(screen.getByLabelText<HTMLSelectElement>('Folder').selectedOptions, 0).textContent;
    fireEvent.click(await findRow('Subject 1'));
    await screen.findByRole('heading', { level: 2, name: 'Subject 1' });
    await waitFor(() => expect(inboxLabel()).toBe('Inbox (1)'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/messages/unread-count')).toHaveLength(2));
    await waitFor(() => expect(inboxStore.unread).toBe(1));
    await act(async () => answerEarly());
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(inboxStore.unread).toBe(1);
    expect(inboxLabel()).toBe('Inbox (1)');
  });

  it('loads more with the next page, and Next runs from the last of the first page into the second', async () => {
    const calls = renderPage(inbox());
    fireEvent.click(await findRow('Subject 20'));
    await screen.findByRole('heading', { level: 2, name: 'Subject 20' });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Subject 21' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/messages' && c.query.get('cursor') === 'after-20')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Subject 20' })).toBeTruthy();
  });

  it("moves keyboard focus after 'Load more' to the first newly loaded row", async () => {
    renderPage(inbox());
    await findRow('Subject 20');
    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    fireEvent.click(more);
    const first = await findRow('Subject 21');
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('sends sort, document type and search to the list and clears the open message on each change', async () => {
    const calls = renderPage(inbox());
    fireEvent.click(await findRow('Subject 3'));
    await screen.findByRole('heading', { level: 2, name: 'Subject 3' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'subject' } });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Subject 3' })).toBeNull());
    fireEvent.change(screen.getByLabelText('Document type'), { target: { value: 'Valuation' } });
    fireEvent.change(screen.getByLabelText('Search subjects'), { target: { value: ' review ' } });
    fireEvent.submit(screen.getByRole('search'));
    const lists = () => calls.filter((c) => c.path === '/messages' && c.query.get('folder') === 'inbox');
    await waitFor(() => expect(lists().length).toBe(4));
    const last = lists().pop()!;
    expect(Object.fromEntries(last.query)).toEqual({
      folder: 'inbox',
      sort: 'subject',
      docType: 'Valuation',
      search: 'review',
    });
  });

  it("'Show messages for' lists the related entities; choosing one goes back to the inbox for that entity", async () => {
    const f = folders({ relatedEntitiesEnabled: true, relatedEntities: [{ id: 20001, name: 'Hartley Family Trust' }] });
    const calls = renderPage((c) =>
      c.path === '/messages/folders'
        ? { body: f }
        : c.path === '/messages'
          ? { body: list([summary(c.query.get('entityId') ? 9 : 8)]) }
          : undefined,
    );
    await findRow('Message 8');
    fireEvent.change(screen.getByLabelText('Folder'), { target: { value: 'sent' } });
    await waitFor(() => expect(calls.some((c) => c.query.get('folder') === 'sent')).toBe(true));
    fireEvent.change(screen.getByLabelText('Show messages for'), { target: { value: '20001' } });
    await findRow('Message 9');
    const last = calls.filter((c) => c.path === '/messages').pop()!;
    expect(last.query.get('folder')).toBe('inbox');
    expect(last.query.get('entityId')).toBe('20001');
    expect(screen.getByLabelText<HTMLSelectElement>('Folder').value).toBe('inbox');
  });

  it("a reply about Oliver (chosen in 'Show messages for') says so, sends his id, and is then shown in Sent for everyone", async () => {
    const OLIVER = { id: 10014, name: 'Oliver Hartley' };
    const f = folders({ relatedEntitiesEnabled: true, relatedEntities: [OLIVER] });
    const statement = summary(31, { subject: "Oliver's Junior ISA statement", entityIds: [10002, OLIVER.id] });
    const reply = summary(32, {
      subject: "RE: Oliver's Junior ISA statement",
      clientInitiated: true,
      entityIds: [10002],
    });
    const calls = renderPage((c) =>
      c.path === '/messages/folders'
        ? { body: f }
        : c.path === '/messages'
          ? {
              body: list(
                c.query.get('folder') === 'sent'
                  ? c.query.get('entityId')
                    ? []
                    : [reply]
                  : c.query.get('entityId')
                    ? [statement]
                    : [summary(8)],
              ),
            }
          : c.path === '/messages/31'
            ? { body: message(statement) }
            : c.path === '/messages/31/reply'
              ? {
                  body: {
                    outcome: 'Success',
                    message: 'Message sent successfully.',
                    messageId: 32,
                    storedAttachments: [],
                    failedAttachments: [],
                    retryUrl: null,
                  },
                }
              : undefined,
    );
    await findRow('Message 8');
    fireEvent.change(screen.getByLabelText('Show messages for'), { target: { value: String(OLIVER.id) } });
    fireEvent.click(await findRow("Oliver's Junior ISA statement"));
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('This reply relates to a message sent to Oliver Hartley.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Thanks' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await findRow("RE: Oliver's Junior ISA statement");
    const sent = calls.find((c) => c.path === '/messages/31/reply')!;
    expect((sent.body as FormData).get('entityId')).toBe(String(OLIVER.id));
    const shown = calls.filter((c) => c.path === '/messages').pop()!;
    expect([shown.query.get('folder'), shown.query.get('entityId')]).toEqual(['sent', null]);
    expect(screen.getByLabelText<HTMLSelectElement>('Show messages for').value).toBe('');
    expect(screen.queryByText('No messages for current selection')).toBeNull();
  });

  it("on a small screen shows the folder, with sort, type and search folded behind 'Sort and filter'", async () => {
    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({
        matches: query.includes('max-width'),
        addEventListener() {},
        removeEventListener() {},
      }),
      configurable: true,
    });
    try {
      renderPage(inbox());
      await findRow('Subject 1');
      expect(screen.getByLabelText('Folder')).toBeTruthy();
      expect(screen.queryByLabelText('Sort by')).toBeNull();
      expect(screen.queryByLabelText('Search subjects')).toBeNull();
      const toggle = screen.getByRole('button', { name: 'Sort and filter' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByLabelText('Sort by')).toBeTruthy();
      expect(screen.getByLabelText('Document type')).toBeTruthy();
      expect(screen.getByLabelText('Search subjects')).toBeTruthy();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it("shows 'No messages for current selection' for an empty folder", async () => {
    renderPage((c) =>
      c.path === '/messages/folders' ? { body: folders() } : c.path === '/messages' ? { body: list([]) } : undefined,
    );
    expect(await screen.findByText('No messages for current selection')).toBeTruthy();
  });

  it('importantOnly=true opens the important folder; toBeSigned=true the To be signed folder', async () => {
    const calls = renderPage(
      (c) =>
        c.path === '/messages/folders'
          ? { body: folders() }
          : c.path === '/messages'
            ? { body: list([summary(5)]) }
            : undefined,
      '/clients/documents-and-messages/?importantOnly=true',
    );
    await findRow('Message 5');
    expect(calls.find((c) => c.path === '/messages' && c.query.get('folder'))!.query.get('folder')).toBe('important');
    cleanup();
    renderPage(
      (c) =>
        c.path === '/messages/folders'
          ? { body: folders() }
          : c.path === '/signing/requests'
            ? { body: { enabled: true, items: [], emptyText: 'No messages' } }
            : undefined,
      '/clients/documents-and-messages/?toBeSigned=true',
    );
    expect(await screen.findByText('No messages')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Folder').value).toBe('to-be-signed');
  });

  it('toBeSigned=true stays in the inbox when digital signatures are off (no To be signed folder)', async () => {
    const f = folders({ digitalSignaturesEnabled: false });
    f.folders = f.folders.filter((x) => x.type !== 'digitalSignatures');
    renderPage(
      (c) =>
        c.path === '/messages/folders'
          ? { body: f }
          : c.path === '/messages'
            ? { body: list([summary(7)]) }
            : undefined,
      '/clients/documents-and-messages/?toBeSigned=true',
    );
    await findRow('Message 7');
    expect(screen.getByLabelText<HTMLSelectElement>('Folder').value).toBe('inbox');
  });

  it('compose=true opens the compose view', async () => {
    renderPage(inbox(), '/clients/documents-and-messages/?compose=true');
    expect(await screen.findByRole('heading', { name: 'New message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });

  it('downloads an attachment only after Yes in the confirmation, with a spinner for 3 seconds', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const withFiles = message(summary(1), {
      attachments: [
        attachment(31, 'Statement.pdf', 'pdf'),
        attachment(32, 'Figures.xlsx', 'spreadsheet'),
        attachment(33, 'Photo.heic', 'image'),
      ],
    });
    renderPage(inbox((c) => (c.path === '/messages/1' ? { body: withFiles } : undefined)));
    fireEvent.click(await findRow('Subject 1'));
    const cards = await screen.findByRole('region', { name: 'Attachments' });
    expect(Array.from(cards.querySelectorAll('svg')).map((s) => s.getAttribute('data-kind'))).toEqual([
      'pdf',
      'spreadsheet',
      'image',
    ]);

    fireEvent.click(within(cards).getByRole('button', { name: 'Download Statement.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Download attachment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();

    jest.useFakeTimers();
    try {
      fireEvent.click(within(cards).getByRole('button', { name: 'Download Statement.pdf' }));
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
      expect(open).toHaveBeenCalledWith('/api/messages/1/attachments/31', '_blank', 'noopener');
      expect(within(cards).getByRole('status').textContent).toBe('Downloading Statement.pdf…');
      act(() => jest.advanceTimersByTime(2999));
      expect(within(cards).queryByRole('status')).not.toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(within(cards).queryByRole('status')).toBeNull();
    } finally {
      jest.useRealTimers();
      open.mockRestore();
    }
  });

  it("the adviser's view: no compose or reply, read status and adviser-only markers, and the download note", async () => {
    setSession(adviserSession());
    const f = folders({
      folders: folders().folders.filter((x) => x.type === 'received' || x.type === 'important'),
      canCompose: false,
      canReply: false,
      canDownloadAttachments: false,
      downloadNote: 'Attachments can be downloaded via Xplan',
      adviserView: true,
    });
    const rows = [summary(1, { read: false }), summary(2, { adviserOnly: true })];
    const calls = renderPage((c) =>
      c.path === '/messages/folders'
        ? { body: f }
        : c.path === '/messages'
          ? { body: list(rows) }
          : c.path === '/messages/1'
            ? { body: message(itemAt(rows, 0), { canReply: false, attachments: [attachment(9, 'Plan.docx', 'word')] }) }
            : undefined,
    );
    const first = await findRow('Message 1');
    // No unread styling for an adviser: the read status is written out instead.
    expect(first.closest('li')!.classList.contains('msg-row--unread')).toBe(false);
    expect(within(first).getByText('Unread')).toBeTruthy();
    expect(within(await findRow('Message 2')).getByText('Adviser only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Compose' })).toBeNull();
    expect(Array.from(screen.getByLabelText<HTMLSelectElement>('Folder').options).map((o) => o.textContent)).toEqual([
      'Inbox',
      'Important',
    ]);

    fireEvent.click(first);
    await screen.findByRole('heading', { level: 2, name: 'Message 1' });
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.getByText('Attachments can be downloaded via Xplan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
    // An adviser never marks a message read.
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows announcement 135 at the Messages level only, and a tick keeps it away until 2099', async () => {
    siteStore.config = {
      instance: { productName: 'Client Online' },
      settings: {},
      content: {
        messages: {
          announcement: { heading: 'Messages news', html: '<p>Read <strong>this</strong></p><script>bad()</script>' },
        },
      },
      featureToggles: {},
    } as never;
    renderPage(inbox());
    await findRow('Subject 1');
    expect(screen.queryByRole('heading', { name: 'Messages news' })).toBeNull();
    cleanup();

    setSession(clientSession('Messages'));
    renderPage(inbox());
    expect(await screen.findByRole('heading', { name: 'Messages news' })).toBeTruthy();
    expect(document.querySelector('.announcement__body')!.innerHTML).toBe('<p>Read <strong>this</strong></p>');
    fireEvent.click(screen.getByLabelText("Don't show this again"));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Messages news' })).toBeNull();
    expect(document.cookie).toContain('announcement-135=dismissed');
  });

  it('takes its heading from the site content', async () => {
    siteStore.config = {
      instance: { productName: 'Client Online' },
      settings: {},
      content: { messages: { heading: 'Your documents' } },
      featureToggles: {},
    } as never;
    renderPage(inbox());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your documents' })).toBeTruthy();
  });

  it("says a missing or someone else's message (404) is not available, with no 'try again'; a real failure keeps the retry text", async () => {
    renderPage(
      inbox((c) =>
        c.path === '/messages/999999'
          ? { status: 404, body: { statusCode: 404, code: 'not_found', message: 'No such message.', apiMessage: null } }
          : undefined,
      ),
      '/clients/documents-and-messages/?message=999999',
    );
    expect(
      await screen.findByText('This message is not available. It may have been removed, or it is not yours.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Please try again/)).toBeNull();
    cleanup();
    renderPage(
      inbox((c) =>
        c.path === '/messages/999998'
          ? { status: 500, body: { statusCode: 500, code: 'error', message: 'Boom', apiMessage: null } }
          : undefined,
      ),
      '/clients/documents-and-messages/?message=999998',
    );
    expect(await screen.findByText('There has been a problem loading this message. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/This message is not available/)).toBeNull();
  });
});
