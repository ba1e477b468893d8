import {
  acrossAccounts,
  announcementCookie,
  announcementDismissed,
  dashboardTimeframeLabel,
  HOME_ANNOUNCEMENT_HASH,
} from './home-dashboard';

describe('home dashboard rules', () => {
  it("says 'across 1 account' and 'across N accounts'", () => {
    expect(acrossAccounts(1)).toBe('across 1 account');
    expect(acrossAccounts(12)).toBe('across 12 accounts');
  });

  it('labels the time frames from the site settings, with the defaults', () => {
    expect(dashboardTimeframeLabel({}, 'default')).toBe('1 year');
    expect(dashboardTimeframeLabel({}, 'secondary')).toBe('Since inception');
    expect(dashboardTimeframeLabel({ dashboardDefaultTimeFrame: 'ytd' }, 'default')).toBe('Year to date');
  });

  it('sets a cookie keyed by the hash that expires in 2099, and reads it back', () => {
    const cookie = announcementCookie(HOME_ANNOUNCEMENT_HASH);
    expect(cookie).toMatch(/^announcement-134=dismissed; expires=.*2099.*; path=\//);
    expect(announcementDismissed('a=1; announcement-134=dismissed', 134)).toBe(true);
    expect(announcementDismissed('announcement-135=dismissed', 134)).toBe(false);
  });
});
