import type { AssetRecord } from '../../ports/assets.port';
import { AMELIA, annuity, BEN, investment, liability, owner, pension } from './assets-fakes';

/**
 * A family's records for the use-case tests, each asset chosen for one rule (figures worked by hand
 * in the specs). Amelia's shown assets, owned value in GBP at EUR 0.8612:
 * - investment 11: 10,000.00 GBP joint 50/50 with Ben, managed → 5,000.00
 * - investment 12: 2,500.50 GBP, no owners named (100%), not under advice → 2,500.50
 * - pension 21: 20,000.00 EUR, Active, managed → 17,224.00
 * - annuity 31: 50,000.00 GBP, Inforce, managed → 50,000.00
 * - liability 41: 150,000.00 GBP joint 50/50, Current, managed → 75,000.00
 * Dropped: 13 (owned 0% by Amelia), 14 (Surrendered), 22 (Transferred), 23 (SIPP Wrapper),
 * 24 (QROPs Wrapper), 32 (Lapsed), 42 (Repaid).
 */
export function ameliaRecords(): AssetRecord[] {
  const joint = [owner(AMELIA, 50, 'Amelia Hartley'), owner(BEN, 50, 'Ben Hartley')];
  return [
    investment(11, 10000, { owners: joint, description: 'Joint ISA' }),
    investment(12, 2500.5, { underAdvice: false, description: 'Premium Bonds' }),
    investment(13, 999, { owners: [owner(AMELIA, 0), owner(BEN, 100)] }),
    investment(14, 4000, { status: 'Surrendered' }),
    pension(21, 20000, { fundValue: { value: 20000, currency: 'EUR' }, description: 'Euro pension' }),
    pension(22, 7000, { policyStatus: 'Transferred' }),
    pension(23, 90000, { type: 'SIPP Wrapper' }),
    pension(24, 80000, { type: 'QROPs Wrapper' }),
    annuity(31, 50000),
    annuity(32, 10000, { policyStatus: 'Lapsed' }),
    liability(41, 150000, { owners: joint, description: 'Mortgage' }),
    liability(42, 5000, { status: 'Repaid' }),
  ];
}

/** Ben's: the same joint investment and mortgage, and his own 1,000.00 USD investment (at 0.7512 → 751.20 GBP). */
export function benRecords(): AssetRecord[] {
  const joint = [owner(AMELIA, 50, 'Amelia Hartley'), owner(BEN, 50, 'Ben Hartley')];
  return [
    investment(11, 10000, { owners: joint, description: 'Joint ISA' }),
    investment(51, 1000, { marketValue: { value: 1000, currency: 'USD' }, description: 'US shares' }),
    liability(41, 150000, { owners: joint, description: 'Mortgage' }),
  ];
}
