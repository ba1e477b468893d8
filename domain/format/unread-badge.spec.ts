import { UNREAD_FETCH_PAGE_SIZE, unreadBadge } from './unread-badge';

describe('unreadBadge', () => {
  it('shows the count up to 20, then 20+', () => {
    expect(unreadBadge(1, true)).toBe('1');
    expect(unreadBadge(20, true)).toBe('20');
    expect(unreadBadge(21, true)).toBe('20+');
    expect(UNREAD_FETCH_PAGE_SIZE).toBe(21);
  });

  it('shows nothing for zero or for non-clients', () => {
    expect(unreadBadge(0, true)).toBeNull();
    expect(unreadBadge(5, false)).toBeNull();
    expect(unreadBadge(NaN, true)).toBeNull();
  });
});
