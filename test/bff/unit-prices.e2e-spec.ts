import { PENCE_CURRENCY, PENCE_PER_POUND, POUND_CURRENCY } from '../../domain/money/currency';
import { signedIn, startPortal, type Browser } from '../support/portal-harness';

type Portal = Awaited<ReturnType<typeof startPortal>>;
interface Row {
  id: number;
  type: string;
  code: string | null;
  units: number | null;
  pricePerUnit: number | null;
  priceCurrency: string;
  currency: string;
  grossAmount: number;
}
interface Position {
  code: string | null;
  price: number | null;
  priceCurrency: string;
  currency: string;
  units: number;
  marketValue: number;
  subPositions: Position[];
}

/** Pounds per unit of a price's currency beside amounts in `currency` (pence are a hundredth of a pound). */
const priceToAmount = (priceCurrency: string, currency: string): number =>
  priceCurrency === PENCE_CURRENCY && currency === POUND_CURRENCY ? 1 / PENCE_PER_POUND : 1;

async function everyTransaction(b: Browser): Promise<Row[]> {
  const rows: Row[] = [];
  let bookmark: string | null = null;
  do {
    const page: { rows: Row[]; nextBookmark: string | null } = (
      await b
        .get('/api/analysis/transactions')
        .query(bookmark ? { range: 'inception', bookmark } : { range: 'inception' })
        .expect(200)
    ).body;
    rows.push(...page.rows);
    bookmark = page.nextBookmark;
  } while (bookmark);
  return rows;
}

/**
 * Issue 23 item 1: a price quoted in pence (GBX) is answered in pence with its currency, on the
 * Transactions tab and the Investments tab alike (domain/money/unit-price.ts), so units × price is
 * the gross amount once pence are counted as hundredths of a pound.
 */
describe('unit prices in the currency the API names', () => {
  let portal: Portal;
  let amelia: Browser;
  let rows: Row[];
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
    rows = await everyTransaction(amelia);
  });
  afterAll(() => portal.close());

  it("answers LLOY's sale in pence, and units × price is its gross in pounds", () => {
    const sales = rows.filter((r) => r.code === 'LLOY' && r.type !== 'income');
    expect(sales.length).toBeGreaterThan(0);
    for (const s of sales) {
      expect({ id: s.id, priceCurrency: s.priceCurrency, currency: s.currency }).toEqual({
        id: s.id,
        priceCurrency: 'GBX',
        currency: 'GBP',
      });
      // The price is in pence (LLOY trades at tens of pence), not in pounds.
      expect(s.pricePerUnit!).toBeGreaterThan(1);
    }
  });

  it('gives every priced transaction a price whose units × price ≈ its gross amount in its own currency', () => {
    const priced = rows.filter((r) => r.type !== 'income' && r.units && r.pricePerUnit && r.grossAmount);
    expect(priced.length).toBeGreaterThan(100);
    const off = priced.filter((r) => {
      const implied = Math.abs(r.units! * r.pricePerUnit! * priceToAmount(r.priceCurrency, r.currency));
      // The price's fourth place times the units, and a penny.
      const slack = Math.abs(r.units!) * 0.00005 * priceToAmount(r.priceCurrency, r.currency) + 0.011;
      return r.priceCurrency !== r.currency && r.priceCurrency !== PENCE_CURRENCY
        ? false
        : Math.abs(implied - Math.abs(r.grossAmount)) > slack;
    });
    expect(
      off.map((r) => ({
        id: r.id,
        code: r.code,
        units: r.units,
        price: r.pricePerUnit,
        priceCurrency: r.priceCurrency,
        gross: r.grossAmount,
      })),
    ).toEqual([]);
  });

  it('shows the same holding in pence on the Investments tab, in every way an account is shown', async () => {
    for (const currency of [undefined, 'original']) {
      const inv = (
        await amelia
          .get('/api/analysis/investments')
          .query(currency ? { range: 'inception', currency } : { range: 'inception' })
          .expect(200)
      ).body;
      const positions: Position[] = inv.accounts.flatMap((a: { positions: Position[] }) => a.positions);
      const lloyd = positions.find((p) => p.code === 'LLOY');
      expect(lloyd).toBeDefined();
      expect({ currency, priceCurrency: lloyd!.priceCurrency }).toEqual({ currency, priceCurrency: 'GBX' });
      expect(lloyd!.price!).toBeGreaterThan(1);
      // units × price in pence ≈ the market value in pounds.
      if (lloyd!.currency === POUND_CURRENCY)
        expect(Math.abs((lloyd!.units * lloyd!.price!) / PENCE_PER_POUND - lloyd!.marketValue)).toBeLessThan(
          (lloyd!.units * 0.00005) / PENCE_PER_POUND + 0.011,
        );
    }
  });
});
