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

  it('reads the attention counts and their items in one call, and clears them when the read fails', async () => {
    let answer: 'ok' | 'fail' = 'ok';
    const attention = {
      importantUnread: 1,
      toBeSigned: 1,
      importantMessages: [{ id: 3, subject: 'c', createdDate: '2026-11-20' }],
      signatures: [{ id: 7001, subject: 'Investment Management Agreement', dueDate: '2026-12-05', overdue: false, docnoteId: null }],
      importantLink: '',
      toBeSignedLink: '',
    };
    const calls = fakeApi((c) => (c.path === '/messages/attention' ? (answer === 'ok' ? { body: attention } : errorReply(500, 'platform', 'down')) : undefined));
    await refreshAttention();
    expect(inboxStore.attention).toEqual(attention);
    expect(calls.map((c) => c.path)).toEqual(['/messages/attention']);
    answer = 'fail';
    await refreshAttention();
    expect(inboxStore.attention).toBeNull();
  });
});
