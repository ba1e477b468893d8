import { roundingNote } from '../../../../domain/assets/balance-sheet-labels';
import { assetAmount, otherOwners, shareNote, totalCurrencyNote, valuationDate } from './asset-figures';
import {
  effectiveView,
  emptyViewText,
  foreignCurrencies,
  initialView,
  nextOpenableTab,
  openableTabs,
  parseMemberId,
  parseTab,
  selectedTab,
  tabCounts,
  tabTitle,
  visibleViews,
} from './balance-sheet-view';
import { ameliaAssets } from './testing/balance-sheet-fixtures';

describe('the balance sheet view rules (spec 2 §2, §4, §5, §9)', () => {
  it('titles a tab with its count and the singular or plural label', () => {
    expect(tabTitle('investment', 1)).toBe('1 Investment');
    expect(tabTitle('investment', 3)).toBe('3 Investments');
    expect(tabTitle('annuity', 0)).toBe('0 Annuities');
    expect(tabTitle('liability', 1)).toBe('1 Liability');
    expect(tabTitle('pension', 2)).toBe('2 Pensions');
  });

  it('counts each type in a view, managed by the under-advice flag', () => {
    const assets = ameliaAssets();
    expect(tabCounts(assets, 'managed')).toEqual([2, 1, 0, 0]);
    expect(tabCounts(assets, 'nonManaged')).toEqual([1, 1, 1, 1]);
    expect(tabCounts(assets, 'everything')).toEqual([3, 2, 1, 1]);
  });

  it('starts at the default view when shown, shows Everything without the under-advice feature', () => {
    expect(initialView({ views: ['managed', 'nonManaged', 'everything'], defaultView: 'nonManaged' })).toBe(
      'nonManaged',
    );
    expect(initialView({ views: ['everything', 'managed'], defaultView: 'nonManaged' })).toBe('everything');
    expect(visibleViews({ views: ['bogus'] })).toEqual(['managed', 'nonManaged', 'everything']);
    expect(effectiveView({ underAdviceFeature: false }, 'managed')).toBe('everything');
    expect(effectiveView({ underAdviceFeature: true }, 'managed')).toBe('managed');
  });

  it('falls back to the first tab with data, and keeps the asked-for tab when nothing has data', () => {
    expect(selectedTab(1, [true, true, false, false])).toBe(1);
    expect(selectedTab(2, [false, true, false, true])).toBe(1);
    expect(selectedTab(null, [false, false, false, true])).toBe(3);
    expect(selectedTab(2, [false, false, false, false])).toBe(2);
    expect(selectedTab(null, [false, false, false, false])).toBe(0);
    expect(openableTabs([0, 2, 0, 0], ['annuity'])).toEqual([false, true, true, false]);
    expect(nextOpenableTab(1, 1, [true, true, false, false])).toBe(0);
    expect(nextOpenableTab(0, -1, [true, true, false, false])).toBe(1);
    expect(nextOpenableTab(0, 1, [true, false, false, false])).toBe(0);
  });

  it('reads the query parameters asset (0 to 3) and id', () => {
    expect(['0', '3', '4', '-1', 'x', '', null].map(parseTab)).toEqual([0, 3, null, null, null, null, null]);
    expect(['10002', '0', 'abc', '1e3', null].map(parseMemberId)).toEqual([10002, null, null, null, null]);
  });

  it('offers the currency toggle only for plan currencies other than the report currency', () => {
    const assets = ameliaAssets();
    expect(foreignCurrencies(assets, 'GBP')).toEqual(['EUR']);
    expect(
      foreignCurrencies(
        assets.filter((a) => a.type === 'investment'),
        'GBP',
      ),
    ).toEqual([]);
  });

  it('shows amounts with 0 decimals in plan or report currency, dates as D MMM YYYY and a joint share', () => {
    const eur = { plan: 200000.49, planCurrency: 'EUR', report: 172240.42 };
    expect(assetAmount(eur, true, 'GBP')).toBe('€200,000');
    expect(assetAmount(eur, false, 'GBP')).toBe('£172,240');
    expect(assetAmount({ ...eur, report: null }, false, 'GBP')).toBe('Conversion rate unavailable');
    // The same currency needs no rate.
    expect(assetAmount({ plan: 999.5, planCurrency: 'GBP', report: null }, false, 'GBP')).toBe('£1,000');
    expect(valuationDate('2026-01-07')).toBe('7 Jan 2026');
    expect(valuationDate(null)).toBe('Not available');
    expect(shareNote(50)).toBe('50% owned');
    expect(shareNote(33.333)).toBe('33.33% owned');
    expect(shareNote(100)).toBeNull();
    expect(shareNote(50, otherOwners(['Amelia Hartley', 'Ben Hartley'], 'Amelia Hartley'))).toBe(
      '50% owned with Ben Hartley',
    );
  });

  it("names a total's currency and the rates it converted at, leaving out a currency with no rate", () => {
    const rates = [
      { currency: 'EUR', display: '0.8612' },
      { currency: 'USD', display: null },
    ];
    expect(totalCurrencyNote('GBP', [], rates)).toBe('in GBP');
    expect(totalCurrencyNote('GBP', ['EUR'], rates)).toBe('in GBP, converting EUR at 0.8612');
    expect(totalCurrencyNote('GBP', ['EUR', 'USD'], rates)).toBe('in GBP, converting EUR at 0.8612');
    expect(roundingNote('EUR')).toBe('Figures are rounded to the nearest euro; totals are worked out to the cent.');
  });
});

describe('emptyViewText', () => {
  const managedOnly = ameliaAssets().filter((a) => a.managed);
  it("keeps the spec's Managed text, says 'No non-managed assets' for a member with managed assets only, and the no-assets text only with nothing at all", () => {
    expect(emptyViewText('managed', [])).toBe('No managed assets data');
    expect(emptyViewText('nonManaged', managedOnly)).toBe('No non-managed assets');
    expect(emptyViewText('nonManaged', [])).toBe('No assets have been recorded for the person selected');
    expect(emptyViewText('everything', [])).toBe('No assets have been recorded for the person selected');
  });
});
