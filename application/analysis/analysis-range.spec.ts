import { EARLIER_START_DATE, RANGE_BEFORE_INCEPTION } from '../../domain/analysis/custom-range';
import { resolveRange } from './analysis-range';

/** The custom range every analysis read takes is held to the selection's life: from its inception to the latest valuation. */
describe('resolveRange, custom', () => {
  const context = { today: '2026-11-24', inceptionDate: '2019-01-15', holdBack: false };

  it('keeps a range within the selection as typed', () => {
    expect(resolveRange({ from: '2026-01-01', to: '2026-06-30' }, context)).toEqual({
      ok: true,
      value: { preset: 'custom', name: 'Custom', from: '2026-01-01', to: '2026-06-30' },
    });
  });

  it('ends a range that runs past today at the latest valuation date, so no read asks for prices or rates of days to come', () => {
    expect(resolveRange({ from: '2026-01-01', to: '2030-01-01' }, context)).toMatchObject({
      ok: true,
      value: { from: '2026-01-01', to: '2026-11-24' },
    });
    expect(resolveRange({ from: '2026-01-01', to: '2030-01-01' }, { ...context, holdBack: true })).toMatchObject({
      ok: true,
      value: { to: '2026-11-23' },
    });
  });

  it('refuses a range that starts after the latest valuation date with the spec text', () => {
    expect(resolveRange({ from: '2030-01-01', to: '2030-02-01' }, context)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'validation', message: EARLIER_START_DATE }),
    });
  });

  it("refuses a start before the inception date (the start input's minimum, spec 2 §5) with the spec's text, never moving it", () => {
    for (const from of ['0001-01-01', '2010-01-01', '2019-01-14', '2017-01-01']) {
      expect(resolveRange({ from, to: '2026-01-01' }, context)).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'validation', message: RANGE_BEFORE_INCEPTION }),
      });
    }
    expect(resolveRange({ from: '2017-01-01', to: '2018-01-01' }, context)).toMatchObject({
      ok: false,
      error: { message: RANGE_BEFORE_INCEPTION },
    });
    expect(RANGE_BEFORE_INCEPTION).toBe(
      'The date range selected is earlier than the portfolio / account opening date.',
    );
  });

  it('accepts a start on the inception date itself', () => {
    expect(resolveRange({ from: '2019-01-15', to: '2026-01-01' }, context)).toMatchObject({
      ok: true,
      value: { from: '2019-01-15', to: '2026-01-01' },
    });
  });
});
