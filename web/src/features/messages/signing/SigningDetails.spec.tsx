import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { resetInbox } from '../../../lib/inbox.store';
import { clearSession, setSession } from '../../../lib/session.store';
import { siteStore } from '../../../lib/site.store';
import { fakeApi, type ApiCall, type ApiReply } from '../../../testing/api-fake';
import { MessagesPage } from '../MessagesPage';
import { clientSession, folders, list, message, signatories, signingItem, summary } from '../testing/messages-fixtures';
import { SIGN_LINK_TEXT, VIEW_SIGNING_LINK_TEXT } from './SigningLink';

const flush = () => act(async () => {});
const DUE = { dueDate: '2026-12-01' };
const AWAITING = signingItem(7001, { ...DUE, title: 'Investment Management Agreement', docnoteId: 501 });
const SIGNED = signingItem(7003, {
  ...DUE,
  title: 'Letter of Authority',
  status: 'signed',
  statusCode: 1,
  badge: { tone: 'success', text: 'Signed' },
  canSign: false,
  hasSigned: true,
  docnoteId: 503,
});
const DECLINED = signingItem(7004, {
  ...DUE,
  title: 'Transfer Form',
  status: 'declined',
  statusCode: 2,
  badge: { tone: 'danger', text: 'Declined' },
  canSign: false,
  hasDeclined: true,
  overdue: true,
});
const PLEASE_SIGN = summary(501, {
  subject: 'Please sign: Investment Management Agreement',
  documentType: 'Digital Signature',
});
const SIGNED_MESSAGE = summary(503, { subject: 'Please sign: Letter of Authority', documentType: 'Digital Signature' });
const LETTER = summary(502, { subject: 'Your quarterly letter', documentType: 'Secure Message' });

const at = { search: '' };
function Probe() {
  const { search } = useLocation();
  useLayoutEffect(() => {
    at.search = search;
  });
  return null;
}

function renderPage(path: string, extra: (c: ApiCall) => ApiReply | undefined = () => undefined): ApiCall[] {
  const byId = new Map([PLEASE_SIGN, SIGNED_MESSAGE, LETTER].map((m) => [m.id, m]));
  const calls = fakeApi(
    (c) =>
      extra(c) ??
      (c.path === '/messages/folders'
        ? { body: folders() }
        : c.path === '/messages'
          ? { body: list([PLEASE_SIGN, LETTER, SIGNED_MESSAGE]) }
          : /^\/messages\/\d+$/.test(c.path)
            ? { body: message(byId.get(Number(c.path.split('/')[2]))!) }
            : /^\/messages\/\d+\/read$/.test(c.path)
              ? { body: { id: 0, read: true, readNoticeSent: true } }
              : c.path === '/signing/requests'
                ? { body: { enabled: true, items: [AWAITING, SIGNED, DECLINED], emptyText: null } }
                : /^\/signing\/requests\/\d+\/signatories$/.test(c.path)
                  ? {
                      body: signatories(
                        [AWAITING, SIGNED, DECLINED].find((i) => i.id === Number(c.path.split('/')[3]))!,
                      ),
                    }
                  : undefined),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <MessagesPage />
    </MemoryRouter>,
  );
  return calls;
}

describe('signing details on the messages page', () => {
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

  it("offers the 'Please sign' message's own signing journey, which the link opens", async () => {
    renderPage('/clients/documents-and-messages/?message=501');
    const link = await screen.findByRole('link', { name: SIGN_LINK_TEXT });
    expect(link.getAttribute('href')).toBe('/clients/documents-and-messages/?toBeSigned=true&sign=7001');
    fireEvent.click(link);
    await flush();
    expect(at.search).toBe('?toBeSigned=true&sign=7001');
    await screen.findByRole('button', { name: 'Sign' });
    expect(screen.getByRole('heading', { level: 2, name: 'Investment Management Agreement' })).toBeTruthy();
  });

  it('links a signed request’s message to the request to view it, and no other message', async () => {
    renderPage('/clients/documents-and-messages/?message=503');
    expect((await screen.findByRole('link', { name: VIEW_SIGNING_LINK_TEXT })).getAttribute('href')).toContain(
      'sign=7003',
    );
    cleanup();
    const calls = renderPage('/clients/documents-and-messages/?message=502');
    await screen.findByRole('heading', { level: 2, name: 'Your quarterly letter' });
    await flush();
    expect(screen.queryByRole('link', { name: /sign/i })).toBeNull();
    expect(calls.some((c) => c.path === '/signing/requests')).toBe(false);
  });

  it('shows due dates only on items still to be done, in the list and in the journey', async () => {
    renderPage('/clients/documents-and-messages/?toBeSigned=true&sign=7003');
    await screen.findByRole('heading', { level: 2, name: 'Letter of Authority' });
    const rows = Array.from(document.querySelectorAll('.msg-list .msg-row'));
    expect(rows.map((r) => [r.querySelector('.msg-row__subject')!.textContent, !!r.querySelector('.due')])).toEqual([
      ['Investment Management Agreement', true],
      ['Letter of Authority', false],
      ['Transfer Form', false],
    ]);
    await waitFor(() => expect(document.querySelector('.signing .badge')?.textContent).toBe('Signed'));
    expect(document.querySelector('.signing .msg-read__meta .due')).toBeNull();
  });
});
