import { orderPortfolios, portfolioRank } from './portfolio-order';

const p = (portfolioid: string, ptype: string, entityid: string, extra: object = {}) => ({
  portfolioid,
  ptype,
  entityid,
  portfolio_name: portfolioid,
  ...extra,
});

describe('portfolio order (spec 2 §6)', () => {
  const all = [
    p('other-joint', 'PT_JOINT', 'x', { loginAccessible: true }),
    p('other-single', 'PT_SINGLE', 'x', { loginAccessible: true }),
    p('partner-single', 'PT_SINGLE', 'ben', { loginAccessible: true }),
    p('shared', 'PT_SHARED', 'x'),
    p('partner-joint', 'PT_JOINT', 'ben'),
    p('own-joint', 'PT_JOINT', 'amelia'),
    p('own-single', 'PT_SINGLE', 'amelia'),
  ];

  it('orders own single, own joint, partner joint, shared, partner single, other single, other joint', () => {
    const ordered = orderPortfolios(all, 'amelia', 'ben');
    expect(ordered.map((o) => o.portfolio.portfolioid)).toEqual([
      'own-single',
      'own-joint',
      'partner-joint',
      'shared',
      'partner-single',
      'other-single',
      'other-joint',
    ]);
    expect(ordered.map((o) => o.rank)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('marks items ranked above 3 as linked', () => {
    expect(orderPortfolios(all, 'amelia', 'ben').map((o) => o.isLinked)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('keeps the later ones only when their owner is login accessible', () => {
    const hidden = all.map((x) => ({ ...x, loginAccessible: false }));
    expect(orderPortfolios(hidden, 'amelia', 'ben').map((o) => o.portfolio.portfolioid)).toEqual([
      'own-single',
      'own-joint',
      'partner-joint',
      'shared',
    ]);
  });

  it('breaks ties by sort order, then name; with no partner, the partner is another person', () => {
    const two = [
      p('b', 'PT_SINGLE', 'amelia', { sortOrder: 2 }),
      p('a', 'PT_SINGLE', 'amelia', { sortOrder: 2 }),
      p('c', 'PT_SINGLE', 'amelia', { sortOrder: 1 }),
    ];
    expect(orderPortfolios(two, 'amelia').map((o) => o.portfolio.portfolioid)).toEqual(['c', 'a', 'b']);
    expect(portfolioRank(p('j', 'PT_JOINT', 'ben'), 'amelia', null)).toBe(6);
  });
});
