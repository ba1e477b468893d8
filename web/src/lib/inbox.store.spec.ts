import { errorReply, fakeApi } from '../testing/api-fake';
import { inboxStore, refreshAttention, refreshUnreadCount, resetInbox } from './inbox.store';

describe('the inbox store behind the badge and the attention panels', () => {
  beforeEach(resetInbox);

  it('takes the unread count from the portal, and keeps the last figure when the read fails', async () => {
    let answer: 'ok' | 'fail' = 'ok';
    fakeApi((c) => (c.path === '/messages/unread-count' ? (answer === 'ok' ? { body: { count: 21, display: '(20+)' } } : errorReply(500, 'platform', 'down')) : undefined));
    await refreshUnreadCount();
    expect(inboxStore.unread).toBe(21);
    answer = 'fail';
    await refreshUnreadCount();
    expect(inboxStore.unread).toBe(21);
  });

  it('keeps only the unread messages of the important folder, and clears what could not be read', async () => {
    const calls = fakeApi((c) =>
      c.path === '/messages'
        ? { body: { items: [{ id: 1, subject: 'a', read: false }, { id: 2, subject: 'b', read: true }, { id: 3, subject: 'c', read: false }], page: 1, pageSize: 20, hasMore: false, empty: null } }
        : c.path === '/messages/attention'
          ? { body: { importantUnread: 2, toBeSigned: 1, importantLink: '', toBeSignedLink: '' } }
          : undefined,
    );
    await refreshAttention();
    expect(inboxStore.importantUnread.map((m) => m.id)).toEqual([1, 3]);
    expect(inboxStore.attention?.toBeSigned).toBe(1);
    expect(inboxStore.pending).toBeNull();
    expect(calls.find((c) => c.path === '/messages')!.query.get('folder')).toBe('important');
  });
});
