import { itemAt } from '../../../domain/shared/present';
import { errorReply, fakeApi } from '../testing/api-fake';
import { inboxStore, refreshAttention, refreshUnreadCount, resetInbox, showUnread, unreadTicket } from './inbox.store';

describe('the inbox store behind the badge and the attention panels', () => {
  beforeEach(resetInbox);

  it('takes the unread count from the portal, and keeps the last figure when the read fails', async () => {
    let answer: 'ok' | 'fail' = 'ok';
    fakeApi((c) =>
      c.path === '/messages/unread-count'
        ? answer === 'ok'
          ? { body: { count: 21, display: '(20+)' } }
          : errorReply(500, 'platform', 'down')
        : undefined,
    );
    await refreshUnreadCount();
    expect(inboxStore.unread).toBe(21);
    answer = 'fail';
    await refreshUnreadCount();
    expect(inboxStore.unread).toBe(21);
  });

  it('shows the count of the read asked last: an earlier read answering late does not put back the count from before', async () => {
    const answers: ((count: number) => void)[] = [];
    fakeApi((c) =>
      c.path === '/messages/unread-count'
        ? new Promise((resolve) => answers.push((count) => resolve({ body: { count, display: `(${count})` } })))
        : undefined,
    );
    const before = refreshUnreadCount();
    await new Promise((r) => setTimeout(r, 0));
    const after = refreshUnreadCount();
    await new Promise((r) => setTimeout(r, 0));
    itemAt(answers, 1)(3);
    await after;
    itemAt(answers, 0)(4);
    await before;
    expect(inboxStore.unread).toBe(3);
  });

  it("takes the messages page's Inbox count when it was asked later than the badge's own read", async () => {
    let answer!: (count: number) => void;
    fakeApi((c) =>
      c.path === '/messages/unread-count'
        ? new Promise((resolve) => (answer = (count) => resolve({ body: { count, display: '' } })))
        : undefined,
    );
    const own = refreshUnreadCount();
    await new Promise((r) => setTimeout(r, 0));
    showUnread(unreadTicket(), 2);
    answer(5);
    await own;
    expect(inboxStore.unread).toBe(2);
  });

  it('reads the attention counts and their items in one call, and clears them when the read fails', async () => {
    let answer: 'ok' | 'fail' = 'ok';
    const attention = {
      importantUnread: 1,
      toBeSigned: 1,
      importantMessages: [{ id: 3, subject: 'c', createdDate: '2026-11-20' }],
      signatures: [
        {
          id: 7001,
          subject: 'Investment Management Agreement',
          dueDate: '2026-12-05',
          overdue: false,
          docnoteId: null,
        },
      ],
      importantLink: '',
      toBeSignedLink: '',
    };
    const calls = fakeApi((c) =>
      c.path === '/messages/attention'
        ? answer === 'ok'
          ? { body: attention }
          : errorReply(500, 'platform', 'down')
        : undefined,
    );
    await refreshAttention();
    expect(inboxStore.attention).toEqual(attention);
    expect(calls.map((c) => c.path)).toEqual(['/messages/attention']);
    answer = 'fail';
    await refreshAttention();
    expect(inboxStore.attention).toBeNull();
  });
});
