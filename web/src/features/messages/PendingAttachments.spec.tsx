import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { clearSession, setSession } from '../../lib/session.store';
import { fakeApi, type ApiCall, type ApiReply } from '../../testing/api-fake';
import { PendingAttachments } from './PendingAttachments';
import { clientSession, message, summary } from './testing/messages-fixtures';

const waiting = (files: { filename: string; size: number }[]): ApiReply => ({
  body: { messageId: 7, files, retryUrl: files.length ? '/api/messages/7/attachments' : null },
});

/** spec 3 §8: a sent message that still waits for attachments offers a retry of each from Sent. */
describe('PendingAttachments', () => {
  beforeEach(() => setSession(clientSession()));
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('names the files not stored and retries the chosen one to the same message', async () => {
    let left = [{ filename: 'first.pdf', size: 3 }];
    const calls = fakeApi((c: ApiCall) =>
      c.path === '/messages/7/pending-attachments'
        ? waiting(left)
        : c.path === '/messages/7/attachments' && c.method === 'POST'
          ? ((left = []),
            {
              body: {
                outcome: 'Success',
                message: 'Message sent successfully.',
                messageId: 7,
                storedAttachments: ['first.pdf'],
                failedAttachments: [],
                retryUrl: null,
              },
            })
          : c.path === '/messages/7'
            ? { body: message(summary(7, { clientInitiated: true, read: true })) }
            : undefined,
    );
    render(<PendingAttachments messageId={7} />);
    expect(await screen.findByRole('heading', { name: 'Attachments not stored' })).toBeTruthy();
    expect(document.querySelector('.pending-files__name')!.textContent).toBe('first.pdf');
    fireEvent.change(screen.getByLabelText('Retry first.pdf'), { target: { files: [new File(['abc'], 'first.pdf')] } });
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/messages/7/attachments' && c.method === 'POST')).toBe(true),
    );
    const sent = calls.find((c) => c.path === '/messages/7/attachments')!;
    expect((sent.body as FormData).getAll('files').map((f) => (f as File).name)).toEqual(['first.pdf']);
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
  });

  it('asks for the same file, by name and size, when another is chosen, and sends nothing', async () => {
    const calls = fakeApi((c: ApiCall) =>
      c.path === '/messages/7/pending-attachments' ? waiting([{ filename: 'a.pdf', size: 12_000 }]) : undefined,
    );
    render(<PendingAttachments messageId={7} />);
    for (const other of [
      new File(['x'], 'photo.exe'),
      new File(['abcd'], 'other.pdf'),
      new File(['x'.repeat(11_000)], 'a.pdf'),
    ]) {
      fireEvent.change(await screen.findByLabelText('Retry a.pdf'), { target: { files: [other] } });
      expect((await screen.findByRole('alert')).textContent).toBe('Choose the same file: a.pdf (12 KB).');
    }
    expect(document.body.textContent).not.toContain('please remove');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of the file", async () => {
    fakeApi((c: ApiCall) =>
      c.path === '/messages/7/pending-attachments'
        ? waiting([{ filename: 'first.pdf', size: 3 }])
        : c.path === '/messages/7/attachments'
          ? {
              status: 400,
              body: {
                statusCode: 400,
                code: 'validation',
                message: 'This message has no attachments waiting to be sent again.',
                apiMessage: null,
              },
            }
          : undefined,
    );
    render(<PendingAttachments messageId={7} />);
    fireEvent.change(await screen.findByLabelText('Retry first.pdf'), {
      target: { files: [new File(['abc'], 'first.pdf')] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This message has no attachments waiting to be sent again.',
    );
  });

  it('shows nothing when no file waits', async () => {
    const calls = fakeApi((c: ApiCall) => (c.path === '/messages/7/pending-attachments' ? waiting([]) : undefined));
    const { container } = render(<PendingAttachments messageId={7} />);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(container.innerHTML).toBe('');
  });
});
