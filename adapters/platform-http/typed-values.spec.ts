import { formatDecimal, type Decimal } from '../../domain/money/decimal';
import { decimalOrNull, numberOrNull, unwrapTyped, wrapDate } from './typed-values';
import { first } from '../../domain/shared/present';

/** A decoded amount as exact text (the test's way to see every digit). */
const text = (d: unknown): string => formatDecimal(d as Decimal);
const money = (m: unknown): { code: string; value: string } => {
  const { code, value } = m as { code: string; value: Decimal };
  return { code, value: text(value) };
};

describe('typed values', () => {
  it('unwraps Date and Currency values at any depth, in objects and arrays', () => {
    const wire = {
      dob: { _type: 'Date', _val: '1961-04-12' },
      rows: [
        {
          total: { _type: 'Currency', _val: { code: 'GBP', value: { _type: 'BigDecimal', _val: '1234.56' } } },
          name: 'ISA',
        },
      ],
      nested: { at: [{ _type: 'Date', _val: '2024-01-31' }] },
      plain: null,
      count: 3,
    };
    const out = unwrapTyped(wire) as { rows: { total: unknown }[] };
    expect(money(first(out.rows).total)).toEqual({ code: 'GBP', value: '1234.56' });
    expect({ ...out, rows: [{ ...out.rows[0], total: null }] }).toEqual({
      dob: '1961-04-12',
      rows: [{ total: null, name: 'ISA' }],
      nested: { at: ['2024-01-31'] },
      plain: null,
      count: 3,
    });
  });

  // The public documentation's own example: {"_type": "Currency", "_val": {"code": "AUD", "value": {"_type": "BigDecimal", "_val": "100"}}}.
  it("decodes the documentation's Currency of a BigDecimal exactly", () => {
    expect(
      money(unwrapTyped({ _type: 'Currency', _val: { code: 'AUD', value: { _type: 'BigDecimal', _val: '100' } } })),
    ).toEqual({ code: 'AUD', value: '100' });
  });

  it('decodes BigDecimal text that a float would change: 18 significant digits, scientific notation, signs', () => {
    const big = (v: string) => text(unwrapTyped({ _type: 'BigDecimal', _val: v }));
    expect(big('12345678901234.5678')).toBe('12345678901234.5678');
    expect(Number('12345678901234.5678').toString()).not.toBe('12345678901234.5678');
    expect(big('1.23456e2')).toBe('123.456');
    expect(big('-4.5E-3')).toBe('-0.0045');
    expect(big('+7')).toBe('7');
    expect(big('0.1')).toBe('0.1');
    expect(
      money(
        unwrapTyped({
          _type: 'Currency',
          _val: { code: 'GBP', value: { _type: 'BigDecimal', _val: '99999999999999999.99' } },
        }),
      ).value,
    ).toBe('99999999999999999.99');
  });

  it('still reads a Currency whose amount is bare text or a JSON number', () => {
    expect(money(unwrapTyped({ _type: 'Currency', _val: { code: 'GBP', value: '10.50' } }))).toEqual({
      code: 'GBP',
      value: '10.50',
    });
    expect(money(unwrapTyped({ _type: 'Currency', _val: { code: 'GBP', value: 0.1 } }))).toEqual({
      code: 'GBP',
      value: '0.1',
    });
  });

  it('leaves a BigDecimal or Currency that is not a decimal as sent, for its reader to refuse', () => {
    expect(unwrapTyped({ _type: 'BigDecimal', _val: '1,000' })).toBe('1,000');
    expect(
      unwrapTyped({ _type: 'Currency', _val: { code: 'GBP', value: { _type: 'BigDecimal', _val: 'NaN' } } }),
    ).toEqual({ code: 'GBP', value: { _type: 'BigDecimal', _val: 'NaN' } });
    expect(decimalOrNull('1,000')).toBeNull();
    expect(decimalOrNull(undefined)).toBeNull();
  });

  it('decodes a Date with a time and zone to the instant in UTC, and a time without a zone to its day', () => {
    expect(unwrapTyped({ _type: 'Date', _val: '2018-03-01T10:00:00Z' })).toBe('2018-03-01T10:00:00.000Z');
    expect(unwrapTyped({ _type: 'Date', _val: '2018-03-01T00:30:00+10:00' })).toBe('2018-02-28T14:30:00.000Z');
    expect(unwrapTyped({ _type: 'Date', _val: '2018-03-01T23:59:59' })).toBe('2018-03-01');
    expect(unwrapTyped({ _type: 'Date', _val: 'soon' })).toBe('soon');
  });

  it('decodes a Time to HH:MM:SS and Binary base64 to its bytes', () => {
    expect(unwrapTyped({ _type: 'Time', _val: '09:30' })).toBe('09:30:00');
    expect(unwrapTyped({ _type: 'Time', _val: '23:59:59.250' })).toBe('23:59:59.250');
    expect(unwrapTyped({ _type: 'Time', _val: '25:00' })).toBe('25:00');
    expect(Buffer.from(unwrapTyped({ _type: 'Binary', _val: 'aGVsbG8=' }) as Uint8Array).toString()).toBe('hello');
    expect(unwrapTyped({ _type: 'Binary', _val: 'not base64!' })).toBe('not base64!');
  });

  it('reads an amount from a decoded Currency, a BigDecimal, text or a number', () => {
    expect(
      text(
        decimalOrNull(
          unwrapTyped({ _type: 'Currency', _val: { code: 'GBP', value: { _type: 'BigDecimal', _val: '2.50' } } }),
        ),
      ),
    ).toBe('2.50');
    expect(text(decimalOrNull('1e3'))).toBe('1000');
    expect(text(decimalOrNull(12.5))).toBe('12.5');
  });

  it('reads a number that is not an amount (a rate, a share) from a BigDecimal too', () => {
    expect(numberOrNull(unwrapTyped({ _type: 'BigDecimal', _val: '5e1' }))).toBe(50);
    expect(numberOrNull('0.75')).toBe(0.75);
    expect(numberOrNull('')).toBeNull();
  });

  it('leaves scalars and other _type objects alone', () => {
    expect(unwrapTyped('text')).toBe('text');
    expect(unwrapTyped({ _type: 'Other', x: 1 })).toEqual({ _type: 'Other', x: 1 });
  });

  it('wraps a date for writes', () => {
    expect(wrapDate('2024-03-01')).toEqual({ _type: 'Date', _val: '2024-03-01' });
  });
});
