import { keepAsked } from './keep-asked';

const listening = () => {
  const lines: string[] = [];
  return { lines, warn: (m: string) => lines.push(m), log: () => undefined };
};

describe('keepAsked: a list scoped by a filter shows only what was asked, whatever the platform answered', () => {
  it('keeps the rows of what was asked, drops the others and rows naming no owner, and says so once', () => {
    const log = listening();
    const rows = [{ accountid: 1 }, { accountid: 2 }, { accountid: '1' }, { accountid: null }, {}];
    expect(keepAsked(rows, [1], (r: { accountid?: unknown }) => r.accountid, 'portfolio/transaction', log)).toEqual([
      { accountid: 1 },
      { accountid: '1' },
    ]);
    expect(log.lines).toEqual([
      'request -: portfolio/transaction: 3 of 5 rows dropped, for 2, null, undefined, not among those asked (1)',
    ]);
  });

  it('keeps a row of several owners when any of them was asked (a docnote shared by a client and a partner)', () => {
    const log = listening();
    const rows = [
      { id: 1, entity_ids: [7, 8] },
      { id: 2, entity_ids: [9] },
      { id: 3, entity_ids: [] as number[] },
    ];
    expect(keepAsked(rows, new Set([8]), (r) => r.entity_ids, 'docnote-v2 list', log).map((r) => r.id)).toEqual([1]);
    expect(log.lines).toEqual([
      'request -: docnote-v2 list: 2 of 3 rows dropped, for 9, none, not among those asked (8)',
    ]);
  });

  it('says nothing when every row belongs', () => {
    const log = listening();
    expect(keepAsked([{ a: 1 }], [1], (r) => r.a, 'x', log)).toHaveLength(1);
    expect(log.lines).toEqual([]);
  });
});
