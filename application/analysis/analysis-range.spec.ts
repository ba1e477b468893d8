import { EARLIER_START_DATE } from '../../domain/analysis/custom-range';
import { resolveRange } from './analysis-range';

/** The custom range every analysis read takes is held to the selection's life: from its inception to the latest valuation. */
describe('resolveRange, custom', () => {
  const context = { today: '2026-11-24', inceptionDate: '2019-01-15', holdBack: false };

  it('keeps a range within the selection as typed', () => {
    expect(resolveRange({ from: '2026-01-01', to: '2026-06-30' }, context)).toEqual({ ok: true, value: { preset: 'custom', name: 'Custom', from: '2026-01-01', to: '2026-06-30' } });
  });

  it('ends a range that runs past today at the latest valuation date, so no read asks for prices or rates of days to come', () => {
    expect(resolveRange({ from: '2026-01-01', to: '2030-01-01' }, context)).toMatchObject({ ok: true, value: { from: '2026-01-01', to: '2026-11-24' } });
    expect(resolveRange({ from: '2026-01-01', to: '2030-01-01' }, { ...context, holdBack: true })).toMatchObject({ ok: true, value: { to: '2026-11-23' } });
  });

  it('refuses a range that starts after the latest valuation date with the spec text', () => {
    expect(resolveRange({ from: '2030-01-01', to: '2030-02-01' }, context)).toEqual({ ok: false, error: expect.objectContaining({ code: 'validation', message: EARLIER_START_DATE }) });
  });

  it('starts a range typed before the inception date at the inception date (the start input minimum, spec 2 §5)', () => {
    expect(resolveRange({ from: '0001-01-01', to: '2026-01-01' }, context)).toMatchObject({ ok: true, value: { from: '2019-01-15', to: '2026-01-01' } });
    expect(resolveRange({ from: '2010-01-01', to: '2026-01-01' }, context)).toMatchObject({ ok: true, value: { from: '2019-01-15' } });
  });

  it('keeps the start of a range wholly before the inception date, which has no data (spec 2 §8)', () => {
    expect(resolveRange({ from: '2017-01-01', to: '2018-01-01' }, context)).toMatchObject({ ok: true, value: { from: '2017-01-01', to: '2018-01-01' } });
  });
});
