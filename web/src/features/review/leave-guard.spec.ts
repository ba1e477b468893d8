import { LOGOUT_DURING_REVIEW_CONFIRM } from '../../../../domain/auth/auth-messages';
import { fakeApi } from '../../testing/api-fake';
import { logOut } from '../shell/log-out';
import { reviewLeaveGuard } from './leave-guard';

describe('log out during the annual review (spec 1 §4.1)', () => {
  afterEach(() => {
    reviewLeaveGuard.active = false;
    jest.restoreAllMocks();
  });

  it('asks first; No keeps the session and the warning, Yes logs out and removes it', async () => {
    const calls = fakeApi((c) => (c.path === '/auth/logout' ? { status: 204 } : undefined));
    reviewLeaveGuard.active = true;
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await logOut();
    expect(confirm).toHaveBeenCalledWith(LOGOUT_DURING_REVIEW_CONFIRM);
    expect(calls.some((c) => c.path === '/auth/logout')).toBe(false);
    expect(reviewLeaveGuard.active).toBe(true);
    await logOut();
    expect(calls.some((c) => c.path === '/auth/logout')).toBe(true);
    expect(reviewLeaveGuard.active).toBe(false);
  });

  it('does not ask outside the review', async () => {
    const calls = fakeApi((c) => (c.path === '/auth/logout' ? { status: 204 } : undefined));
    const confirm = jest.spyOn(window, 'confirm');
    await logOut();
    expect(confirm).not.toHaveBeenCalled();
    expect(calls.some((c) => c.path === '/auth/logout')).toBe(true);
  });
});
