import { acrossText, fxNote } from './get-performance.use-case';

describe('performance hero texts', () => {
  it("counts the accounts: 'across 1 account', 'across 3 accounts'", () => {
    expect(acrossText(1)).toBe('across 1 account');
    expect(acrossText(3)).toBe('across 3 accounts');
  });

  it("lists the plan currencies in the FX note", () => {
    expect(fxNote(['GBP', 'USD', 'EUR'])).toBe("Converted from GBP, USD and EUR at each day's rate");
    expect(fxNote(['USD'])).toBe("Converted from USD at each day's rate");
  });
});
