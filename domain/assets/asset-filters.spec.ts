import { allowedStatuses, isOwned, isShownAsset, isWrapperPension, statusAllowed } from './asset-filters';

describe('asset filters (spec 2 §5)', () => {
  it('shows only assets with percentOwned above 0', () => {
    expect([100, 50, 0.01].map(isOwned)).toEqual([true, true, true]);
    expect([0, -5, NaN, null, undefined].map(isOwned)).toEqual([false, false, false, false, false]);
  });

  it('allows investments with an empty status, Existing or Paid Up', () => {
    for (const s of [null, '', ' ', 'Existing', 'Paid Up', 'paid up'])
      expect(statusAllowed('investment', s, 'GB')).toBe(true);
    for (const s of ['Surrendered', 'Matured', 'Current', 'Inforce'])
      expect(statusAllowed('investment', s, 'GB')).toBe(false);
  });

  it('allows annuities with an empty status or Inforce, so Lapsed is dropped', () => {
    expect(statusAllowed('annuity', 'Inforce', 'GB')).toBe(true);
    expect(statusAllowed('annuity', null, 'GB')).toBe(true);
    expect(statusAllowed('annuity', 'Lapsed', 'GB')).toBe(false);
    expect(statusAllowed('annuity', 'Existing', 'ZA')).toBe(false);
  });

  it('allows liabilities with an empty status or Current, so Repaid is dropped', () => {
    expect(statusAllowed('liability', 'Current', 'GB')).toBe(true);
    expect(statusAllowed('liability', '', 'GB')).toBe(true);
    expect(statusAllowed('liability', 'Repaid', 'GB')).toBe(false);
  });

  it('allows pensions empty, Paid Up, Premium Holiday; Active only for GB; Inforce only for NA, AA, ZA', () => {
    expect(allowedStatuses('pension', 'GB')).toEqual(['Paid Up', 'Premium Holiday', 'Active']);
    expect(allowedStatuses('pension', 'za')).toEqual(['Paid Up', 'Premium Holiday', 'Inforce']);
    expect(allowedStatuses('pension', 'AU')).toEqual(['Paid Up', 'Premium Holiday']);
    expect(statusAllowed('pension', 'Active', 'GB')).toBe(true);
    expect(statusAllowed('pension', 'Active', 'NA')).toBe(false);
    for (const r of ['NA', 'AA', 'ZA']) expect(statusAllowed('pension', 'Inforce', r)).toBe(true);
    expect(statusAllowed('pension', 'Inforce', 'GB')).toBe(false);
    expect(statusAllowed('pension', 'Premium Holiday', 'AU')).toBe(true);
    expect(statusAllowed('pension', 'Transferred', 'GB')).toBe(false);
    expect(statusAllowed('pension', null, 'HK')).toBe(true);
  });

  it('excludes SIPP, QNUPs, QROPs and RNUPs wrappers from pensions', () => {
    for (const type of ['SIPP Wrapper', 'QNUPs Wrapper', 'QROPs Wrapper', 'RNUPs Wrapper', 'qrops wrapper'])
      expect(isWrapperPension({ type })).toBe(true);
    expect(isWrapperPension({ type: 'Personal Pension', isSippWrapper: true })).toBe(true);
    for (const type of ['Personal Pension', 'SIPP', 'Stakeholder', null])
      expect(isWrapperPension({ type, isSippWrapper: false })).toBe(false);
  });

  it('applies ownership, status and wrapper rules together', () => {
    const pension = { type: 'pension' as const, status: 'Active', percentOwned: 100, pensionType: 'Personal Pension' };
    expect(isShownAsset(pension, 'GB')).toBe(true);
    expect(isShownAsset({ ...pension, percentOwned: 0 }, 'GB')).toBe(false);
    expect(isShownAsset({ ...pension, status: 'Transferred' }, 'GB')).toBe(false);
    expect(isShownAsset({ ...pension, pensionType: 'SIPP Wrapper' }, 'GB')).toBe(false);
    expect(isShownAsset(pension, 'ZA')).toBe(false);
    // The wrapper rule is for pensions only.
    expect(
      isShownAsset({ type: 'investment', status: 'Existing', percentOwned: 50, pensionType: 'SIPP Wrapper' }, 'GB'),
    ).toBe(true);
  });
});
