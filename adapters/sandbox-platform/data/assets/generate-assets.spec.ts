import { ClientAccessLevel } from '../../../../domain/access/access-level';
import { DEMO_SEED } from '../demo-constants';
import { FirmIndex } from '../firm-index';
import { generateFirm } from '../generate-firm';
import { ASSET_LISTS, type SandboxAsset } from './asset-records';
import { generateAssets, hasAssetData } from './generate-assets';

const AS_OF = '2026-06-30';
const index = new FirmIndex(generateFirm(DEMO_SEED, 1));
const AMELIA = 10001;
const BEN = 10002;
const OLIVER = 10014;
const byUsername = (name: string) => index.userByLooseName(name)!.entityId;
const valueOf = (a: SandboxAsset): string =>
  a.list === 'asset'
    ? a.marketValue.value
    : a.list === 'fund_za'
      ? a.fundValue.value
      : a.list === 'annuity'
        ? a.currentValue.value
        : a.amount.value;

describe('generated asset data', () => {
  it('is the same on every start: a pure function of the seed, the firm and the as-of date', () => {
    expect(generateAssets(DEMO_SEED, index, AMELIA, AS_OF)).toEqual(generateAssets(DEMO_SEED, index, AMELIA, AS_OF));
    expect(generateAssets(DEMO_SEED, index, byUsername('farah'), AS_OF)).toEqual(
      generateAssets(DEMO_SEED, index, byUsername('farah'), AS_OF),
    );
    // Another seed gives other values, the same assets.
    const other = generateAssets(DEMO_SEED + 1, index, AMELIA, AS_OF);
    const mine = generateAssets(DEMO_SEED, index, AMELIA, AS_OF);
    expect(other.map((a) => a.key)).toEqual(mine.map((a) => a.key));
    expect(other.map(valueOf)).not.toEqual(mine.map(valueOf));
    // Another as-of date moves only the valuation dates, within the 45 days before it.
    const later = generateAssets(DEMO_SEED, index, AMELIA, '2026-07-30');
    expect(later.map(valueOf)).toEqual(mine.map(valueOf));
    for (const a of mine) expect(a.valuationDate >= '2026-05-16' && a.valuationDate <= AS_OF).toBe(true);
  });

  it('gives the Hartley household one set: joint assets 50/50, a 0% share, every type, the dropped statuses and wrappers', () => {
    const assets = generateAssets(DEMO_SEED, index, AMELIA, AS_OF);
    expect(generateAssets(DEMO_SEED, index, BEN, AS_OF)).toEqual(assets);
    const hers = assets.filter((a) => a.owners.some((o) => o.entityId === AMELIA));
    for (const list of ASSET_LISTS) expect(hers.some((a) => a.list === list)).toBe(true);
    const joint = hers.filter((a) => a.owners.length === 2 && a.owners.every((o) => o.percent === 50));
    expect(joint.map((a) => a.owners.map((o) => o.entityId).sort())).toContainEqual([AMELIA, BEN]);
    expect(hers.filter((a) => a.owners.find((o) => o.entityId === AMELIA)!.percent === 0)).toHaveLength(1);
    expect(hers.some((a) => a.list === 'fund_za' && a.fundValue.currency === 'EUR')).toBe(true);
    const statuses = hers.map((a) => (a.list === 'fund_za' || a.list === 'annuity' ? a.policyStatus : a.status));
    expect(statuses).toEqual(expect.arrayContaining(['Surrendered', 'Transferred', 'Lapsed', 'Repaid']));
    expect(hers.filter((a) => a.list === 'fund_za').map((a) => a.typeCode)).toEqual(
      expect.arrayContaining(['SIPP Wrapper', 'QROPs Wrapper']),
    );
    expect(new Set(hers.map((a) => a.underAdvice))).toEqual(new Set([true, false]));
    expect(assets.some((a) => a.owners.some((o) => o.entityId === OLIVER))).toBe(true);
  });

  it('gives carla managed and non-managed assets, and every Portfolio or Assets client some; Messages clients none', () => {
    const carla = generateAssets(DEMO_SEED, index, byUsername('carla'), AS_OF);
    expect(new Set(carla.map((a) => a.underAdvice))).toEqual(new Set([true, false]));
    for (const c of index.firm.clients) {
      if (c.entityId === OLIVER) continue;
      const n = generateAssets(DEMO_SEED, index, c.entityId, AS_OF).length;
      expect([c.entityId, n > 0]).toEqual([c.entityId, hasAssetData(c)]);
      if (c.clientAccessLevel === ClientAccessLevel.ClientMessages) expect(n).toBe(0);
    }
  });

  it('keeps money exact to the penny, positive, with the parts of a pension adding up to its fund', () => {
    for (const c of index.firm.clients.slice(0, 40)) {
      for (const a of generateAssets(DEMO_SEED, index, c.entityId, AS_OF)) {
        expect(valueOf(a)).toMatch(/^\d+\.\d{2}$/);
        if (a.list === 'fund_za') {
          const p = (v: string) => Math.round(Number(v) * 100);
          expect(p(a.crystallisedFund.value) + p(a.uncrystallisedFund.value)).toBe(p(a.fundValue.value));
        }
      }
    }
  });
});
