import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { itemAt } from '../../../../../domain/shared/present';
import { resetInbox } from '../../../lib/inbox.store';
import { clearSession, setSession } from '../../../lib/session.store';
import { siteStore } from '../../../lib/site.store';
import { errorReply, fakeApi, type ApiCall, type ApiReply } from '../../../testing/api-fake';
import { MessagesPage } from '../MessagesPage';
import { clientSession, folders, signatories, signingItem } from '../testing/messages-fixtures';

const flush = () => act(async () => {});
const AWAITING = signingItem(7001, { filename: 'letter-of-authority.pdf', title: 'Letter of Authority' });
const SIGNED = signingItem(7001, {
  filename: 'letter-of-authority.pdf',
  title: 'Letter of Authority',
  status: 'signed',
  statusCode: 1,
  badge: { tone: 'success', text: 'Signed' },
  canSign: false,
  hasSigned: true,
});

function renderJourney(handler: (c: ApiCall) => ApiReply | undefined, start = signatories(AWAITING)): ApiCall[] {
  const calls = fakeApi(
    (c) =>
      handler(c) ??
      (c.path === '/messages/folders'
        ? { body: folders() }
        : c.path === '/signing/requests'
          ? {
              body: {
                enabled: true,
                items: [
                  AWAITING,
                  signingItem(7002, {
                    overdue: true,
                    dueDate: '2026-01-05',
                    badge: { tone: 'warning', text: 'Pending' },
                  }),
                ],
                emptyText: null,
              },
            }
          : c.path === '/signing/requests/7001/signatories'
            ? { body: start }
            : c.path === '/signing/terms'
              ? { body: { html: '<p>You agree to sign electronically.</p>' } }
              : c.path === '/signing/requests/7001/code'
                ? { body: { outcome: 'sent', step: 'enterCode', maskedPhone: '•••• 4821', message: null } }
                : undefined),
  );
  render(
    <MemoryRouter initialEntries={['/clients/documents-and-messages/?toBeSigned=true&sign=7001']}>
      <MessagesPage />
    </MemoryRouter>,
  );
  return calls;
}

async function toCodeEntry(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
  await flush();
  expect(await screen.findByText('You agree to sign electronically.')).toBeTruthy();
  fireEvent.click(screen.getByLabelText('I have read and accept the terms and conditions'));
  await flush();
  await screen.findByLabelText('Security code');
}

const verify = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Verify and sign' });

describe('the signing journey (spec 3 §2 "Digital signing", §4 "Signing", §8 "Signing")', () => {
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

  it('lists the requests with badges and due dates (overdue marked), and shows the document in a sandboxed frame', async () => {
    renderJourney(() => undefined);
    const frame = await screen.findByTitle<HTMLIFrameElement>('Document to sign: Letter of Authority');
    // Each request by its title, not its file name.
    expect(screen.getByRole('heading', { level: 2, name: 'Letter of Authority' })).toBeTruthy();
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('src')).toBe('/api/signing/requests/7001/content');
    const rows = Array.from(document.querySelectorAll('.msg-list .msg-row'));
    expect(rows.map((r) => r.querySelector('.badge')!.textContent)).toEqual(['Awaiting signature', 'Pending']);
    expect(rows.map((r) => r.querySelector('.msg-row__subject')!.textContent)).toEqual([
      'Letter of Authority',
      'Request 7002',
    ]);
    expect(itemAt(rows, 1).querySelector('.due--overdue')!.textContent).toBe('Overdue: 5 Jan 2026');
    expect(itemAt(rows, 0).querySelector('.due')!.textContent).toBe('Due 1 Dec 2026');
  });

  it('signs: terms, a code to the masked phone, verify enabled only with the terms ticked and a code, then Signed', async () => {
    const calls = renderJourney((c) =>
      c.path === '/signing/requests/7001/sign'
        ? {
            body: {
              outcome: 'signed',
              step: 'validateCode',
              message: null,
              offerNewCode: false,
              notification: 'sent',
              item: SIGNED,
              signatories: signatories(SIGNED).signatories,
            },
          }
        : undefined,
    );
    await toCodeEntry();
    // The request's own terms: the portal answers them for this request, else the site's.
    expect(calls.filter((c) => c.path === '/signing/terms').map((c) => c.query.get('requestId'))).toEqual(['7001']);
    expect(screen.getByText('We have sent a security code to your phone number •••• 4821.')).toBeTruthy();
    expect(verify().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '   ' } });
    await flush();
    expect(verify().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123456' } });
    await flush();
    expect(verify().disabled).toBe(false);
    fireEvent.click(verify());
    expect(await screen.findByText('You have signed this document.')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.signing .badge')!.textContent).toBe('Signed'));
    expect(within(document.querySelector<HTMLElement>('.msg-list')!).getAllByText('Signed')).toHaveLength(1);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      ['/signing/requests/7001/code', { termsAccepted: true }],
      ['/signing/requests/7001/sign', { termsAccepted: true, code: '123456' }],
    ]);
  });

  it('a wrong code returns to code entry with the mismatch text', async () => {
    renderJourney((c) =>
      c.path === '/signing/requests/7001/sign'
        ? {
            body: {
              outcome: 'mismatch',
              step: 'enterCode',
              message: 'The security code that you provided does not match the one that was sent. Please try again.',
              offerNewCode: false,
              notification: null,
              item: null,
              signatories: [],
            },
          }
        : undefined,
    );
    await toCodeEntry();
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '000000' } });
    await flush();
    fireEvent.click(verify());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The security code that you provided does not match the one that was sent. Please try again.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Security code').value).toBe('');
  });

  it('an expired code offers a new one, which clears the code and starts again at sendCode', async () => {
    const calls = renderJourney((c) =>
      c.path === '/signing/requests/7001/sign'
        ? {
            body: {
              outcome: 'expired',
              step: 'expiredCode',
              message: 'The security code that we sent has expired.',
              offerNewCode: true,
              notification: null,
              item: null,
              signatories: [],
            },
          }
        : undefined,
    );
    await toCodeEntry();
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123456' } });
    await flush();
    fireEvent.click(verify());
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')!.textContent).toBe('The security code that we sent has expired.');
    expect(screen.queryByLabelText('Security code')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Send a new security code' }));
    await flush();
    expect((await screen.findByLabelText<HTMLInputElement>('Security code')).value).toBe('');
    expect(calls.filter((c) => c.path === '/signing/requests/7001/code')).toHaveLength(2);
  });

  it("a phone without '+' goes straight to the invalid-phone text and sends no code", async () => {
    const text =
      'We are unable to sign the document as there seems to be a problem with your registered phone number. Please contact your adviser.';
    const calls = renderJourney(() => undefined, signatories(AWAITING, { step: 'invalidPhone', message: text }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // Signing cannot go on, but declining still can.
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Are you sure you want to decline this document?')).toBeTruthy();
  });

  it('a code that cannot be generated says so; too many asked for says when to try again', async () => {
    let reply: ApiReply = errorReply(500, 'platform', 'down');
    renderJourney((c) => (c.path === '/signing/requests/7001/code' ? reply : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    await flush();
    await screen.findByText('You agree to sign electronically.');
    fireEvent.click(screen.getByLabelText('I have read and accept the terms and conditions'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We have been unable to generate your code. Please try again.',
    );
    expect(screen.queryByLabelText('Security code')).toBeNull();
    reply = errorReply(429, 'throttled', 'Too many codes have been requested. Please try again in 5 minutes.');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new security code' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many codes have been requested. Please try again in 5 minutes.',
      ),
    );
  });

  it('declines after asking, and says so', async () => {
    const declined = signingItem(7001, {
      filename: 'letter-of-authority.pdf',
      title: 'Letter of Authority',
      status: 'declined',
      statusCode: 2,
      badge: { tone: 'danger', text: 'Declined' },
      canSign: false,
      hasDeclined: true,
    });
    const calls = renderJourney((c) =>
      c.path === '/signing/requests/7001/decline'
        ? { body: { outcome: 'declined', message: null, notification: 'sent', item: declined, signatories: [] } }
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await flush();
    expect(screen.getByText('Are you sure you want to decline this document?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline document' }));
    expect(await screen.findByText('You have declined this document.')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.signing .badge')!.textContent).toBe('Declined'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/signing/requests/7001/decline']);
    // The folders are read again, so 'To be signed (n)' drops with the badge and the panels.
    await waitFor(() => expect(calls.filter((c) => c.path === '/messages/folders')).toHaveLength(2));
  });
});
