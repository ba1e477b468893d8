import { hasViewPartner, VIEW_PARTNER } from './capabilities';

describe('view_partner (spec 2 §6, spec 3 §6)', () => {
  it("is the platform's capability name", () => {
    expect(VIEW_PARTNER).toBe('view_partner');
  });

  it('reads view_partner among the capabilities, in any case', () => {
    expect(hasViewPartner(['view_portfolio', ' VIEW_PARTNER '])).toBe(true);
    expect(hasViewPartner(['view_portfolio'])).toBe(false);
    expect(hasViewPartner([])).toBe(false);
  });
});
