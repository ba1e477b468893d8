import { cardItems } from './asset-cards';

describe('asset card items (spec 2 §2)', () => {
  it('gives at most 3 descriptions, by value descending', () => {
    const items = [
      { description: 'ISA', value: 1200 },
      { description: 'Bond', value: 25000.5 },
      { description: 'Cash', value: 300 },
      { description: 'GIA', value: 25000.49 },
    ];
    expect(cardItems(items)).toEqual(['Bond', 'GIA', 'ISA']);
  });

  it('keeps the order of equal values and gives fewer when there are fewer', () => {
    expect(
      cardItems([
        { description: 'A', value: 5 },
        { description: 'B', value: 5 },
      ]),
    ).toEqual(['A', 'B']);
    expect(cardItems([])).toEqual([]);
  });
});
