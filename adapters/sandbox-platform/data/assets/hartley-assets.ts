import type { ClientRecord } from '../records';
import type { AssetPlan } from './asset-plan';

/**
 * Amelia, Ben and Oliver's assets (PERSONAS.md: amelia has assets of every type with a EUR pension,
 * statuses the filters drop, a family member who is not login accessible). Amelia's lists hold, on
 * purpose: a joint investment, property and mortgage 50/50 with Ben; Ben's premium bonds at a 0%
 * share of hers (hidden); a SIPP Wrapper and a QROPs Wrapper (spec 2 §5 drops them from pensions);
 * an investment 'Surrendered', a pension 'Transferred', an annuity 'Lapsed' and a liability 'Repaid'
 * (all dropped by the status rules); managed (under advice) and non-managed assets in each list.
 */
export function hartleyAssetPlans(amelia: ClientRecord, ben: ClientRecord, oliver: ClientRecord): AssetPlan[] {
  const a = amelia.entityId;
  const b = ben.entityId;
  const o = oliver.entityId;
  const hers = [{ entityId: a, percent: 100 }];
  const his = [{ entityId: b, percent: 100 }];
  const joint = [{ entityId: a, percent: 50 }, { entityId: b, percent: 50 }];
  const base = { currency: 'GBP', underAdvice: true, status: '' };
  return [
    // Investments (the platform's `asset` list)
    { ...base, key: 'amelia-isa', list: 'asset', description: "Amelia's Stocks & Shares ISA", typeCode: 'ISA', supplierCode: 'HL', owners: hers, range: [60_000, 90_000], status: 'Existing' },
    { ...base, key: 'amelia-us-shares', list: 'asset', description: 'US Equity Portfolio', typeCode: 'SHARES', supplierCode: 'BARC', owners: hers, range: [20_000, 40_000], currency: 'USD', underAdvice: false },
    { ...base, key: 'hartley-joint-bond', list: 'asset', description: 'Joint Investment Bond', typeCode: 'BOND', supplierCode: 'AVIVA', owners: joint, range: [100_000, 150_000], status: 'Paid Up' },
    { ...base, key: 'hartley-buy-to-let', list: 'asset', description: 'Buy-to-let Flat, Guildford', typeCode: 'PROP', supplierCode: 'NATW', owners: joint, range: [240_000, 280_000], underAdvice: false },
    { ...base, key: 'ben-premium-bonds', list: 'asset', description: "Ben's Premium Bonds", typeCode: 'CASH', supplierCode: 'NSI', owners: [{ entityId: b, percent: 100 }, { entityId: a, percent: 0 }], range: [20_000, 50_000], underAdvice: false },
    { ...base, key: 'amelia-endowment', list: 'asset', description: 'Old Endowment Policy', typeCode: 'ENDOW', supplierCode: 'SCOT', owners: hers, range: [5_000, 9_000], status: 'Surrendered' },
    { ...base, key: 'amelia-cash', list: 'asset', description: 'Easy Access Savings', typeCode: 'CASH', supplierCode: 'NATW', owners: hers, range: [8_000, 15_000], underAdvice: false },
    { ...base, key: 'ben-isa', list: 'asset', description: "Ben's Stocks & Shares ISA", typeCode: 'ISA', supplierCode: 'VANG', owners: his, range: [40_000, 70_000], status: 'Existing' },
    { ...base, key: 'oliver-jisa', list: 'asset', description: "Oliver's Junior ISA", typeCode: 'JISA', supplierCode: 'HL', owners: [{ entityId: o, percent: 100 }], range: [6_000, 12_000] },
    // Pensions (`fund_za`)
    { ...base, key: 'amelia-personal-pension', list: 'fund_za', description: 'Personal Pension', typeCode: 'Personal Pension', supplierCode: 'ROYL', owners: hers, range: [180_000, 240_000], status: 'Active' },
    { ...base, key: 'amelia-eur-pension', list: 'fund_za', description: 'Irish Personal Retirement Bond', typeCode: 'Personal Pension', supplierCode: 'ZURI', owners: hers, range: [45_000, 65_000], currency: 'EUR', status: 'Paid Up' },
    { ...base, key: 'amelia-sipp-wrapper', list: 'fund_za', description: 'SIPP Wrapper Account', typeCode: 'SIPP Wrapper', supplierCode: 'SJP', owners: hers, range: [90_000, 120_000], status: 'Active' },
    { ...base, key: 'amelia-qrops-wrapper', list: 'fund_za', description: 'QROPs Wrapper (Malta)', typeCode: 'QROPs Wrapper', supplierCode: 'ALLI', owners: hers, range: [30_000, 50_000] },
    { ...base, key: 'amelia-old-workplace', list: 'fund_za', description: 'Old Workplace Pension', typeCode: 'Personal Pension', supplierCode: 'LGEN', owners: hers, range: [15_000, 25_000], status: 'Transferred' },
    { ...base, key: 'amelia-stakeholder', list: 'fund_za', description: 'Stakeholder Pension', typeCode: 'Stakeholder Pension', supplierCode: 'SCOT', owners: hers, range: [10_000, 20_000], status: 'Premium Holiday', underAdvice: false },
    { ...base, key: 'ben-workplace', list: 'fund_za', description: "Ben's Workplace Pension", typeCode: 'Personal Pension', supplierCode: 'LGEN', owners: his, range: [150_000, 220_000], status: 'Active' },
    // Annuities
    { ...base, key: 'amelia-lifetime-annuity', list: 'annuity', description: 'Lifetime Annuity', typeCode: 'LIFE', supplierCode: 'LGEN', owners: hers, range: [70_000, 90_000], status: 'Inforce', frequency: 'Monthly' },
    { ...base, key: 'amelia-enhanced-annuity', list: 'annuity', description: 'Enhanced Annuity', typeCode: 'ENH', supplierCode: 'AVIVA', owners: hers, range: [20_000, 30_000], underAdvice: false, frequency: 'Quarterly' },
    { ...base, key: 'amelia-lapsed-annuity', list: 'annuity', description: 'Fixed Term Annuity (lapsed)', typeCode: 'FIXED', supplierCode: 'ROYL', owners: hers, range: [10_000, 15_000], status: 'Lapsed', frequency: 'Annually' },
    // Liabilities (positive amounts owed)
    { ...base, key: 'hartley-mortgage', list: 'liability', description: 'Mortgage, Guildford home', typeCode: 'MORT', supplierCode: 'BARC', owners: joint, range: [150_000, 190_000], status: 'Current', packageName: 'Fixed rate 5 years' },
    { ...base, key: 'amelia-credit-card', list: 'liability', description: 'Credit Card', typeCode: 'CC', supplierCode: 'NATW', owners: hers, range: [800, 2_500], status: 'Current', underAdvice: false, packageName: 'Standard variable' },
    { ...base, key: 'amelia-car-finance', list: 'liability', description: 'Car Finance (repaid)', typeCode: 'CAR', supplierCode: 'NATW', owners: hers, range: [3_000, 6_000], status: 'Repaid', underAdvice: false },
  ];
}
