import { itemAt } from '../../../domain/shared/present';
import { adviserSession } from '../features/shell/testing/shell-fixtures';
import { requestUrl } from '../testing/api-fake';
import { api, onLostSession } from './api-client';
import type { SessionView } from './contract';
import { inboxStore } from './inbox.store';
import { clearSession, contextNoticeStore, sessionStore, setSession } from './session.store';
import { toastStore } from './toast.store';

/** A fetch whose answers name their context (X-Portal-Context), answered when the test says. */
interface Pending {
  path: string;
  headers: Record<string, string>;
  answer(status: number, body: unknown, context: string): void;
}

let pending: Pending[] = [];

function installFetch(): void {
  pending = [];
  global.fetch = jest.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve) => {
        const path = requestUrl(input).replace(/^\/api/, '');
        pending.push({
          path,
          headers: (init.headers ?? {}) as Record<string, string>,
          answer(status, body, context) {
            const text = body === undefined ? '' : JSON.stringify(body);
            const headers = { get: (name: string) => (name.toLowerCase() === 'x-portal-context' ? context : null) };
            resolve({
              ok: status >= 200 && status < 300,
              status,
              statusText: String(status),
              headers,
              text: async () => text,
            } as unknown as Response);
          },
        });
      }),
  ) as typeof fetch;
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const take = (path: string): Pending => {
  const i = pending.findIndex((p) => p.path === path);
  if (i < 0) throw new Error(`no request for ${path}: ${pending.map((p) => p.path).join(', ')}`);
  return itemAt(pending.splice(i, 1), 0);
};

const withAmelia = (): SessionView => adviserSession(true);
const withBen = (): SessionView => {
  const v = adviserSession(true);
  return { ...v, clientInContext: { ...v.clientInContext!, entityId: 10002, displayName: 'Ben Hartley' } };
};

/** Settles (or not) within a few ticks: 'pending' when the promise never settled. */
async function outcome(p: Promise<unknown>): Promise<'resolved' | 'rejected' | 'pending'> {
  let state: 'resolved' | 'rejected' | 'pending' = 'pending';
  p.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  for (let i = 0; i < 5; i++) await flush();
  return state;
}

describe('the context an answer was made for', () => {
  const lost = jest.fn();
  beforeAll(() => onLostSession(lost));
  beforeEach(() => {
    installFetch();
    lost.mockReset();
    clearSession();
    setSession(withAmelia());
  });

  it('sends the context the page shows, except on requests good for any context', async () => {
    void api.get('/messages');
    void api.get('/session', { anyContext: true });
    await flush();
    expect(take('/messages').headers['X-Portal-Context']).toBe('2:10001');
    expect(take('/session').headers['X-Portal-Context']).toBeUndefined();
  });

  it('shows an answer made for the context it shows', async () => {
    const read = api.get<{ subject: string }>('/messages');
    await flush();
    take('/messages').answer(200, { subject: "Amelia's letter" }, '2:10001');
    await expect(read).resolves.toEqual({ subject: "Amelia's letter" });
  });

  it('never shows an answer made for another client: the session is read again, every store forgets, and the page says so', async () => {
    inboxStore.unread = 4;
    const read = api.get('/messages');
    await flush();
    take('/messages').answer(200, { subject: "Ben's letter" }, '2:10002');
    await flush();
    // The page shows nothing until the session is read again.
    expect(sessionStore.phase).toBe('checking');
    take('/session').answer(200, withBen(), '2:10002');
    expect(await outcome(read)).toBe('pending');
    expect(sessionStore.view?.clientInContext?.displayName).toBe('Ben Hartley');
    expect(sessionStore.phase).toBe('signedIn');
    expect(inboxStore.unread).toBe(0);
    expect(contextNoticeStore.text).toBe('You are now viewing Ben Hartley in another tab.');
    // An answer for the client now shown is shown again.
    void api.get('/messages');
    await flush();
    expect(take('/messages').headers['X-Portal-Context']).toBe('2:10002');
  });

  it('reads the session once however many answers come for the other client, and drops them all', async () => {
    const reads = [api.get('/messages'), api.get('/messages/attention'), api.get('/messages/unread-count')];
    await flush();
    for (const path of ['/messages', '/messages/attention', '/messages/unread-count'])
      take(path).answer(200, {}, '2:10002');
    await flush();
    expect(pending.map((p) => p.path)).toEqual(['/session']);
    take('/session').answer(200, withBen(), '2:10002');
    for (const r of reads) expect(await outcome(r)).toBe('pending');
  });

  it('drops an answer to a request sent before the client changed here, even a refusal, with no toast and no lost-session redirect', async () => {
    const before = api.get('/analysis/performance');
    const refused = api.get('/messages');
    await flush();
    setSession(withBen());
    take('/analysis/performance').answer(200, { value: 1234567 }, '2:10001');
    take('/messages').answer(
      401,
      { code: 'no_session', message: 'gone', apiMessage: 'This feature is not available without a valid session' },
      'none',
    );
    expect(await outcome(before)).toBe('pending');
    expect(await outcome(refused)).toBe('pending');
    expect(lost).not.toHaveBeenCalled();
    expect(toastStore.toasts).toEqual([]);
    expect(contextNoticeStore.text).toBeNull();
  });

  it('leaves a session that ended elsewhere to the lost-session handling', async () => {
    const read = api.get('/messages');
    await flush();
    take('/messages').answer(
      401,
      { code: 'no_session', message: 'gone', apiMessage: 'This feature is not available without a valid session' },
      'none',
    );
    expect(await outcome(read)).toBe('rejected');
    expect(lost).toHaveBeenCalledTimes(1);
    expect(pending).toEqual([]);
  });

  it('takes the answer of a request that changes the context (choosing a client) as it comes, and drops the reads of the client left', async () => {
    const read = api.get('/messages');
    const choose = api.post<SessionView>('/advisers/client-in-context', { clientId: 10002 }, { anyContext: true });
    await flush();
    take('/advisers/client-in-context').answer(200, withBen(), '2:10002');
    const view = await choose;
    setSession(view);
    take('/messages').answer(200, { subject: "Amelia's letter" }, '2:10001');
    expect(await outcome(read)).toBe('pending');
    // Left here, not in another tab: no second read of the session, no notice.
    expect(pending).toEqual([]);
    expect(contextNoticeStore.text).toBeNull();
    expect(sessionStore.view?.clientInContext?.displayName).toBe('Ben Hartley');
  });

  it('forgets every store on sign-out, and the next user starts afresh', async () => {
    inboxStore.unread = 3;
    clearSession();
    expect(inboxStore.unread).toBe(0);
    expect(toastStore.toasts).toEqual([]);
  });
});
