import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { LinkableAccounts } from '../../lib/contract';
import { resetInbox } from '../../lib/inbox.store';
import { clearSession, setSession } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { fakeApi, type ApiCall, type ApiReply } from '../../testing/api-fake';
import { MessagesPage } from './MessagesPage';
import { clientSession, folders, list, message, summary } from './testing/messages-fixtures';

const SENT: ApiReply = {
  body: {
    outcome: 'Success',
    message: 'Message sent successfully.',
    messageId: 5,
    storedAttachments: [],
    failedAttachments: [],
    retryUrl: null,
  },
};
const ACCOUNTS: LinkableAccounts = {
  mayLink: true,
  accounts: [
    { id: 11, description: 'Amelia ISA', externalId: 'EXT-11' },
    { id: 12, description: 'Amelia GIA', externalId: 'EXT-12' },
  ],
};

function renderPage(accounts: () => ApiReply | Promise<ApiReply>, path: string): ApiCall[] {
  const calls = fakeApi((c) =>
    c.path === '/messages/folders'
      ? { body: folders() }
      : c.path === '/messages/compose/accounts'
        ? accounts()
        : c.path === '/messages' && c.method === 'GET'
          ? { body: list([summary(1, { subject: 'Your review' })]) }
          : c.path === '/messages/1' && c.method === 'GET'
            ? { body: message(summary(1, { subject: 'Your review' }), { accountIds: [12] }) }
            : c.method === 'POST'
              ? SENT
              : undefined,
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <MessagesPage />
    </MemoryRouter>,
  );
  return calls;
}

const flush = () => act(async () => {});
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
const sentAccountIds = (calls: ApiCall[], path: string) =>
  (calls.find((c) => c.path === path && c.method === 'POST')!.body as FormData).getAll('accountIds');

/** spec 3 §4, §5: 'Related accounts' in compose and reply; send waits while they load. */
describe('related accounts in compose and reply', () => {
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

  it('keeps Send disabled while the accounts load, then sends the chosen ones', async () => {
    let release: (r: ApiReply) => void = () => undefined;
    const calls = renderPage(
      () => new Promise<ApiReply>((r) => (release = r)),
      '/clients/documents-and-messages/?compose=true',
    );
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'About my ISA' } });
    await flush();
    expect(sendButton().disabled).toBe(true);
    await act(async () => release({ body: ACCOUNTS }));
    await flush();
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(screen.getByText('Related accounts'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Amelia ISA/ }));
    await flush();
    fireEvent.click(sendButton());
    await waitFor(() => expect(calls.some((c) => c.path === '/messages' && c.method === 'POST')).toBe(true));
    expect(sentAccountIds(calls, '/messages')).toEqual(['11']);
  });

  it('offers no accounts when the client may not view the portfolio', async () => {
    renderPage(() => ({ body: { mayLink: false, accounts: [] } }), '/clients/documents-and-messages/?compose=true');
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Hello' } });
    await flush();
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    expect(screen.queryByText('Related accounts')).toBeNull();
  });

  it('a reply starts with the linked accounts of the message it answers', async () => {
    const calls = renderPage(() => ({ body: ACCOUNTS }), '/clients/documents-and-messages/');
    fireEvent.click(await screen.findByText('Your review'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Amelia GIA/ }).checked).toBe(true),
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Amelia ISA/ }).checked).toBe(false);
    fireEvent.click(sendButton());
    await waitFor(() => expect(calls.some((c) => c.path === '/messages/1/reply')).toBe(true));
    expect(sentAccountIds(calls, '/messages/1/reply')).toEqual(['12']);
  });
});
