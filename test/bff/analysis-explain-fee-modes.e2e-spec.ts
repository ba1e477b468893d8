import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedIn, startPortal } from '../support/portal-harness';
import { first, itemAt, last } from '../../domain/shared/present';

/**
 * The explanation follows the site's fee-and-tax mode (spec 2 §9), the same one the performance read
 * uses: under mode 0 (before fees and taxes) the platform moves each day's fees and taxes out as
 * flows, and the explanation lists them, so its figures still recompute and still match the platform's.
 */

interface Doc {
  conventions: { feesAndTaxes: number };
  dailyValues: { date: string; value: number; flow: number }[];
  flows: { date: string; amount: number; type: string; accountId: number | null }[];
  twrr: number;
  twrrBasis: string;
  platform: { twrr: number | null };
}

const cents = (x: number) => Math.round(x * 100);

/** Π V_t / (V_{t−1} + F_t) − 1, annualised as the document says. */
function twrrOf(doc: Doc): number {
  const rows = doc.dailyValues;
  let growth = 1;
  for (let t = 1; t < rows.length; t++) {
    const row = itemAt(rows, t);
    const base = itemAt(rows, t - 1).value + row.flow;
    if (base > 0) growth *= row.value / base;
  }
  const n = Math.round((Date.parse(last(rows).date) - Date.parse(first(rows).date)) / 86_400_000);
  return doc.twrrBasis === 'annualised' ? Math.pow(growth, 365 / n) - 1 : growth - 1;
}

describe('GET /api/analysis/explain under the site fee-and-tax mode', () => {
  const portals: Awaited<ReturnType<typeof startPortal>>[] = [];
  const explain = async (mode: number | null): Promise<Doc> => {
    let siteConfigPath: string | undefined;
    if (mode !== null) {
      const file = JSON.parse(
        readFileSync(join(__dirname, '../../adapters/site-config/demo-site-config.json'), 'utf8'),
      );
      file.settings.feesAndTaxes = mode;
      siteConfigPath = join(mkdtempSync(join(tmpdir(), 'portal-fees-')), 'site.json');
      writeFileSync(siteConfigPath, JSON.stringify(file));
    }
    const portal = await startPortal({ siteConfigPath });
    portals.push(portal);
    const amelia = await signedIn(portal.server, 'amelia');
    return (await amelia.get('/api/analysis/explain').query({ range: '1y' }).expect(200)).body as Doc;
  };
  afterAll(() => Promise.all(portals.map((p) => p.close())));

  it('lists the fees and taxes moved out under mode 0; the returns recompute and match the platform; mode 1 lists none', async () => {
    const before = await explain(0);
    const after = await explain(null);
    expect(before.conventions.feesAndTaxes).toBe(0);
    expect(after.conventions.feesAndTaxes).toBe(1);
    const charges = before.flows.filter((f) => f.type === 'fees_and_taxes');
    expect(charges.length).toBeGreaterThan(0);
    expect(charges.filter((f) => !(f.amount < 0 && f.accountId === null))).toEqual([]);
    expect(after.flows.some((f) => f.type === 'fees_and_taxes')).toBe(false);
    // Every day's row flow is the sum of that day's listed flows, to the penny.
    const listed = new Map<string, number>();
    for (const f of before.flows) listed.set(f.date, (listed.get(f.date) ?? 0) + cents(f.amount));
    for (const r of before.dailyValues.slice(1))
      expect([r.date, cents(r.flow)]).toEqual([r.date, listed.get(r.date) ?? 0]);
    for (const doc of [before, after]) {
      expect(Math.abs(twrrOf(doc) - doc.twrr)).toBeLessThanOrEqual(1e-6);
      expect(Math.abs(doc.twrr - doc.platform.twrr!)).toBeLessThanOrEqual(1e-6);
    }
    // Fees and taxes no longer count against the return.
    expect(before.twrr).toBeGreaterThan(after.twrr);
  });
});
