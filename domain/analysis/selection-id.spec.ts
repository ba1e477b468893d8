import { filterForId, filtersById, selectionId } from './selection-id';

describe('the analysis page id parameter (spec 2 §2)', () => {
  const rows = [
    { filter: { portfolio: 100011 }, children: [{ filter: { account: 10001101 } }, { filter: { account: 10001105 } }] },
    { filter: { group: 'ISA' }, children: [{ filter: { account: 10001101 } }] },
    { filter: { group: '10001105' } },
  ];
  const known = filtersById(rows);

  it('tells accounts, portfolios and groups apart by the rows of the accounts read', () => {
    expect(filterForId('100011', known)).toEqual({ portfolio: 100011 });
    expect(filterForId('10001101', known)).toEqual({ account: 10001101 });
    expect(filterForId('ISA', known)).toEqual({ group: 'ISA' });
  });

  it('lets an account win over a group of the same text', () => {
    expect(filterForId('10001105', known)).toEqual({ account: 10001105 });
  });

  it('reads an unknown id by its form, and no id as no filter', () => {
    expect(filterForId('42', known)).toEqual({ account: 42 });
    expect(filterForId('PENSIONS', known)).toEqual({ group: 'PENSIONS' });
    expect(filterForId('', known)).toEqual({});
    expect(filterForId(null, known)).toEqual({});
  });

  it('writes a filter back as the id', () => {
    expect(selectionId({ account: 1 })).toBe('1');
    expect(selectionId({ portfolio: 2 })).toBe('2');
    expect(selectionId({ group: 'ISA' })).toBe('ISA');
    expect(selectionId(null)).toBeNull();
  });
});
