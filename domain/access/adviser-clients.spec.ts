import { isAdvisersOwnClient } from './adviser-clients';

describe("an adviser's own clients", () => {
  it("is the client whose client_adviser is the adviser's entity", () => {
    expect(isAdvisersOwnClient(1001, 1001)).toBe(true);
    expect(isAdvisersOwnClient(1001, 1002)).toBe(false);
  });
  it('is never a client whose adviser, or an adviser whose entity, is unknown', () => {
    expect(isAdvisersOwnClient(null, 1001)).toBe(false);
    expect(isAdvisersOwnClient(1001, null)).toBe(false);
    expect(isAdvisersOwnClient(undefined, undefined)).toBe(false);
  });
});
