import { unwrapTyped, wrapDate } from './typed-values';

describe('typed values', () => {
  it('unwraps Date and Currency values at any depth, in objects and arrays', () => {
    const wire = {
      dob: { _type: 'Date', _val: '1961-04-12' },
      rows: [{ total: { _type: 'Currency', _val: { code: 'GBP', value: '1234.56' } }, name: 'ISA' }],
      nested: { at: [{ _type: 'Date', _val: '2024-01-31' }] },
      plain: null,
      count: 3,
    };
    expect(unwrapTyped(wire)).toEqual({
      dob: '1961-04-12',
      rows: [{ total: { code: 'GBP', value: 1234.56 }, name: 'ISA' }],
      nested: { at: ['2024-01-31'] },
      plain: null,
      count: 3,
    });
  });

  it('leaves scalars and other _type objects alone', () => {
    expect(unwrapTyped('text')).toBe('text');
    expect(unwrapTyped({ _type: 'Other', x: 1 })).toEqual({ _type: 'Other', x: 1 });
  });

  it('wraps a date for writes', () => {
    expect(wrapDate('2024-03-01')).toEqual({ _type: 'Date', _val: '2024-03-01' });
  });
});
