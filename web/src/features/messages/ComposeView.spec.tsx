import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { itemAt } from '../../../../domain/shared/present';
import { resetInbox } from '../../lib/inbox.store';
import { clearSession, setSession } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { toastStore } from '../../lib/toast.store';
import { errorReply, fakeApi, type ApiCall, type ApiReply } from '../../testing/api-fake';
import { MessagesPage } from './MessagesPage';
import { clientSession, folders, list, message, summary } from './testing/messages-fixtures';

/** A file of a given size without holding its bytes (only name and size matter to the checks). */
function file(name: string, size: number): File {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function renderCompose(
  send: (call: ApiCall) => ApiReply | undefined,
  path = '/clients/documents-and-messages/?compose=true',
): ApiCall[] {
  const calls = fakeApi((c) =>
    c.path === '/messages/folders'
      ? { body: folders() }
      : c.path === '/messages' && c.method === 'GET'
        ? { body: list([summary(1, { subject: 'Your review' })]) }
        : c.path === '/messages/1' && c.method === 'GET'
          ? { body: message(summary(1, { subject: 'Your review' })) }
          : c.method === 'POST'
            ? send(c)
            : undefined,
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <MessagesPage />
    </MemoryRouter>,
  );
  return calls;
}

/** valtio tells React of a change a microtask later: let it land before looking. */
const flush = () => act(async () => {});
const attach = async (files: File[]) => {
  fireEvent.change(screen.getByLabelText('Add attachments'), { target: { files } });
  await flush();
  await flush();
};
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

describe('compose and reply (spec 3 §4, §5, §8 "Sending")', () => {
  beforeEach(() => {
    siteStore.config = {
      instance: { productName: 'Client Online' },
      settings: {},
      content: {},
      featureToggles: {},
    } as never;
    setSession(clientSession());
    resetInbox();
    toastStore.toasts.splice(0);
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('checks the subject on blur and on change: required, and under 256 characters (255 passes, 256 fails)', async () => {
    renderCompose(() => ({ status: 500 }));
    const subject = await screen.findByLabelText('Subject');
    expect(screen.queryByText('Please enter a message subject.')).toBeNull();
    fireEvent.blur(subject);
    await flush();
    expect(screen.getByText('Please enter a message subject.')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(subject, { target: { value: 'a'.repeat(256) } });
    await flush();
    expect(screen.getByText('Subject must be under 256 characters.')).toBeTruthy();
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(subject, { target: { value: 'a'.repeat(255) } });
    await flush();
    expect(screen.queryByText('Subject must be under 256 characters.')).toBeNull();
    expect(sendButton().disabled).toBe(false);
  });

  it("puts each file's own problem on its chip ('.EXE', 10,000,001 bytes, both) and counts to five", async () => {
    renderCompose(() => ({ status: 500 }));
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Files' } });
    await flush();
    await attach([
      file('ok.pdf', 10_000_000),
      file('SETUP.EXE', 10),
      file('big.pdf', 10_000_001),
      file('both.zip', 10_000_001),
    ]);
    const chips = within(screen.getByRole('list', { name: 'Attachments' })).getAllByRole('listitem');
    expect(chips.map((c) => c.querySelector('.chip__error')?.textContent ?? null)).toEqual([
      null,
      'File type not allowed, please remove.',
      'File is too large, please remove.',
      'File type not allowed and file is too large, please remove.',
    ]);
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove SETUP.EXE' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Remove big.pdf' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Remove both.zip' }));
    await flush();
    await attach([file('2.pdf', 1), file('3.pdf', 1), file('4.pdf', 1), file('5.pdf', 1)]);
    expect(screen.queryByText('You can upload a maximum of 5 attachments.')).toBeNull();
    expect(sendButton().disabled).toBe(false);
    await attach([file('6.pdf', 1)]);
    expect(screen.getByText('You can upload a maximum of 5 attachments.')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
  });

  it('sends subject, body and files as one multipart request with an idempotency key, blocks the screen while sending, then says so and shows Sent', async () => {
    let release: (r: ApiReply) => void = () => undefined;
    const calls = renderCompose((c) =>
      c.path === '/messages' ? (new Promise<ApiReply>((r) => (release = r)) as never) : undefined,
    );
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Two files' } });
    await flush();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Please see attached.' } });
    await flush();
    await attach([file('a.pdf', 3), file('b.xlsx', 4)]);
    const before = jest.fn();
    window.addEventListener('beforeunload', before);
    fireEvent.click(sendButton());
    await flush();
    const blocking = await screen.findByRole('alertdialog', { name: 'Sending your message…' });
    expect(blocking).toBeTruthy();
    // The browser's leave-page warning is on while the send runs.
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const post = calls.find((c) => c.method === 'POST')!;
    const form = post.body as FormData;
    expect(form.get('subject')).toBe('Two files');
    expect(form.get('body')).toBe('Please see attached.');
    expect((form.getAll('files') as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.xlsx']);
    expect(post.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    await act(async () =>
      release({
        body: {
          outcome: 'Success',
          message: 'Message sent successfully.',
          messageId: 99,
          storedAttachments: ['a.pdf', 'b.xlsx'],
          failedAttachments: [],
          retryUrl: null,
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(itemAt(toastStore.toasts, 0).title).toBe('Message sent successfully.');
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Folder').value).toBe('sent'));
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    window.removeEventListener('beforeunload', before);
  });

  it('on an attachment failure names what was stored and what was not, and retries only the failed file to the same message', async () => {
    const calls = renderCompose((c) =>
      c.path === '/messages'
        ? {
            body: {
              outcome: 'FailedToSend',
              message: 'There has been a problem sending your attachments.  Please review your sent messages.',
              messageId: 77,
              storedAttachments: ['a.pdf'],
              failedAttachments: ['b.docx'],
              retryUrl: '/api/messages/77/attachments',
            },
          }
        : c.path === '/messages/77/attachments'
          ? {
              body: {
                outcome: 'Success',
                message: 'Message sent successfully.',
                messageId: 77,
                storedAttachments: ['b.docx'],
                failedAttachments: [],
                retryUrl: null,
              },
            }
          : undefined,
    );
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Half' } });
    await flush();
    await attach([file('a.pdf', 3), file('b.docx', 4)]);
    fireEvent.click(sendButton());
    await flush();
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('.send-outcome__message')!.textContent).toBe(
      'There has been a problem sending your attachments.  Please review your sent messages.',
    );
    expect(Array.from(alert.querySelectorAll('.send-outcome__stored li')).map((l) => l.textContent)).toEqual(['a.pdf']);
    expect(Array.from(alert.querySelectorAll('.send-outcome__failed li')).map((l) => l.textContent)).toEqual([
      'b.docx',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Try the failed attachments again' }));
    await flush();
    await screen.findByText('Message sent successfully.');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['/messages', '/messages/77/attachments']);
    expect(((itemAt(posts, 1).body as FormData).getAll('files') as File[]).map((f) => f.name)).toEqual(['b.docx']);
    expect(screen.queryByRole('button', { name: 'Try the failed attachments again' })).toBeNull();
  });

  it('says when the message was sent but no-one was notified, with nothing to retry', async () => {
    renderCompose((c) =>
      c.path === '/messages'
        ? {
            body: {
              outcome: 'NotificationError',
              message: 'Message sent but no-one has been notified. Please contact us separately',
              messageId: 78,
              storedAttachments: [],
              failedAttachments: [],
              retryUrl: null,
            },
          }
        : undefined,
    );
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Quiet' } });
    await flush();
    fireEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('.send-outcome__message')!.textContent).toBe(
      'Message sent but no-one has been notified. Please contact us separately',
    );
    expect(alert.querySelector('.send-outcome__failed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try the failed attachments again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to messages' }));
    await flush();
    expect(screen.getByLabelText('Folder')).toBeTruthy();
  });

  it('keeps the form when the message could not be created, with the spec text', async () => {
    renderCompose(() => errorReply(502, 'platform', 'Bad gateway'));
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Lost?' } });
    await flush();
    fireEvent.click(sendButton());
    await flush();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was a problem sending your message. Please contact us for assistance',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe('Lost?');
  });

  it("puts the server's refusal of each file on its chip and keeps Send disabled until those files are removed", async () => {
    const refusal = (c: ApiCall): ApiReply | undefined =>
      c.path === '/messages'
        ? {
            status: 413,
            body: {
              statusCode: 413,
              code: 'payload_too_large',
              message: 'File is too large, please remove.',
              apiMessage: null,
              attachmentErrors: [
                { filename: 'statement.pdf', message: 'File type not allowed, please remove.' },
                { filename: 'scan.pdf', message: 'File is too large, please remove.' },
              ],
            },
          }
        : undefined;
    const calls = renderCompose(refusal);
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Files' } });
    await flush();
    await attach([file('statement.pdf', 100), file('fine.pdf', 100), file('scan.pdf', 100)]);
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.click(sendButton());
    await waitFor(() => expect(calls.some((c) => c.path === '/messages' && c.method === 'POST')).toBe(true));
    await flush();
    const chips = () => within(screen.getByRole('list', { name: 'Attachments' })).getAllByRole('listitem');
    await waitFor(() =>
      expect(chips().map((c) => c.querySelector('.chip__error')?.textContent ?? null)).toEqual([
        'File type not allowed, please remove.',
        null,
        'File is too large, please remove.',
      ]),
    );
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
    await flush();
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
    await flush();
    expect(sendButton().disabled).toBe(false);
    expect(chips().map((c) => c.querySelector('.chip__error'))).toEqual([null]);
  });

  it("a reply starts with 'RE: ' and the original subject, posting to the message's reply address", async () => {
    const calls = renderCompose(
      (c) =>
        c.path === '/messages/1/reply'
          ? {
              body: {
                outcome: 'Success',
                message: 'Message sent successfully.',
                messageId: 5,
                storedAttachments: [],
                failedAttachments: [],
                retryUrl: null,
              },
            }
          : undefined,
      '/clients/documents-and-messages/',
    );
    fireEvent.click(await screen.findByText('Your review'));
    await flush();
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    await flush();
    expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe('RE: Your review');
    fireEvent.click(sendButton());
    await flush();
    await waitFor(() => expect(calls.some((c) => c.path === '/messages/1/reply')).toBe(true));
  });
});
