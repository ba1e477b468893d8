import { accountLayout } from './account-layout';

describe('tiles or table (spec 2 §2)', () => {
  it('switches past 9 accounts', () => {
    expect(accountLayout(9, 0)).toBe('tiles');
    expect(accountLayout(10, 0)).toBe('table');
  });

  it('switches past 8 linked accounts', () => {
    expect(accountLayout(0, 8)).toBe('tiles');
    expect(accountLayout(0, 9)).toBe('table');
  });

  it('switches past 13 together', () => {
    expect(accountLayout(6, 7)).toBe('tiles');
    expect(accountLayout(7, 7)).toBe('table');
    expect(accountLayout(9, 4)).toBe('tiles');
    expect(accountLayout(9, 5)).toBe('table');
  });
});
