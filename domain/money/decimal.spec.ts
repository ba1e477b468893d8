import {
  addDecimals,
  compareDecimals,
  decimal,
  decimalToNumber,
  divideDecimals,
  formatDecimal,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
  subtractDecimals,
  sumDecimals,
  sumMoney,
  toMinorUnits,
} from './decimal';

describe('parseDecimal', () => {
  it('reads the platform decimal strings exactly', () => {
    expect(formatDecimal(decimal('1234.56'))).toBe('1234.56');
    expect(formatDecimal(decimal('-0.005'))).toBe('-0.005');
    expect(formatDecimal(decimal('.5'))).toBe('0.5');
    expect(formatDecimal(decimal('+3'))).toBe('3');
    expect(formatDecimal(decimal(' 7. '))).toBe('7');
  });

  it('reads exponent notation', () => {
    expect(formatDecimal(decimal('1e-3'))).toBe('0.001');
    expect(formatDecimal(decimal('2.5E2'))).toBe('250');
    expect(formatDecimal(decimal(1e21))).toBe('1000000000000000000000');
  });

  it('reads numbers through their shortest text, so 0.1 is one tenth', () => {
    expect(decimal(0.1)).toEqual({ coefficient: 1n, scale: 1 });
  });

  it('refuses what is not a number', () => {
    for (const bad of [
      '',
      ' ',
      '.',
      '-',
      '1,000',
      '12abc',
      'NaN',
      'Infinity',
      '1e999',
      '--1',
      null,
      undefined,
      NaN,
      Infinity,
    ]) {
      expect(parseDecimal(bad as string)).toBeNull();
    }
    expect(() => decimal('x')).toThrow(RangeError);
  });
});

describe('exact sums', () => {
  it('adds 0.1 and 0.2 to exactly 0.3, where doubles do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatDecimal(addDecimals(decimal('0.1'), decimal('0.2')))).toBe('0.3');
  });

  it('sums 0.1 + 0.2 ten thousand times to exactly 3000', () => {
    const values: string[] = [];
    for (let i = 0; i < 10_000; i++) values.push('0.1', '0.2');
    expect(compareDecimals(sumDecimals(values), decimal('3000'))).toBe(0);
    expect(sumMoney(values)).toBe('3000.00');
    let float = 0;
    for (const v of values) float += Number(v);
    expect(float).not.toBe(3000);
  });

  it('mixes scales and signs', () => {
    expect(formatDecimal(sumDecimals(['1234.56', '-0.005', 1e-3, '-1234.556']))).toBe('0.000');
    expect(formatDecimal(subtractDecimals(decimal('10'), decimal('0.01')))).toBe('9.99');
    expect(formatDecimal(sumDecimals([]))).toBe('0');
  });

  it('multiplies and divides for currency conversion', () => {
    expect(formatDecimal(multiplyDecimals(decimal('1234.56'), decimal('1.2745')))).toBe('1573.446720');
    expect(formatDecimal(divideDecimals(decimal('12345'), decimal('100'), 2))).toBe('123.45');
    expect(formatDecimal(divideDecimals(decimal('1'), decimal('3'), 6))).toBe('0.333333');
    expect(formatDecimal(divideDecimals(decimal('2'), decimal('-3'), 4))).toBe('-0.6667');
    expect(() => divideDecimals(decimal('1'), decimal('0'), 2)).toThrow(RangeError);
  });
});

describe('rounding once, at the end', () => {
  it('rounds ties half away from zero by default', () => {
    expect(formatDecimal(decimal('2.345'), 2)).toBe('2.35');
    expect(formatDecimal(decimal('-2.345'), 2)).toBe('-2.35');
    expect(formatDecimal(decimal('2.5'), 0)).toBe('3');
    expect(formatDecimal(decimal('-0.5'), 0)).toBe('-1');
    expect(formatDecimal(decimal('2.3449999'), 2)).toBe('2.34');
  });

  it('rounds 1.005 to 1.01, which toFixed on a double gets wrong', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatDecimal(decimal('1.005'), 2)).toBe('1.01');
  });

  it('rounds ties to even when asked (banker’s)', () => {
    expect(formatDecimal(decimal('2.345'), 2, 'half-even')).toBe('2.34');
    expect(formatDecimal(decimal('2.355'), 2, 'half-even')).toBe('2.36');
    expect(formatDecimal(decimal('-2.5'), 0, 'half-even')).toBe('-2');
    expect(formatDecimal(decimal('2.3451'), 2, 'half-even')).toBe('2.35');
  });

  it('pads to the places asked for and never shows minus zero', () => {
    expect(formatDecimal(decimal('7'), 2)).toBe('7.00');
    expect(formatDecimal(decimal('-0.001'), 2)).toBe('0.00');
    expect(formatDecimal(roundDecimal(decimal('0.004'), 2))).toBe('0.00');
    expect(() => roundDecimal(decimal('1'), -1)).toThrow(RangeError);
  });

  it('gives minor units and whole-number tiles from one rounding', () => {
    expect(toMinorUnits('12.345')).toBe(1235n);
    expect(toMinorUnits('-12.345')).toBe(-1235n);
    expect(sumMoney(['0.4', '0.4', '0.4'], 0)).toBe('1');
    expect(decimalToNumber(decimal('1234.56'))).toBe(1234.56);
  });

  it('agrees with summing rounded rows only when the rows are exact pennies', () => {
    const rows = ['100.10', '200.20', '300.30'];
    expect(sumMoney(rows)).toBe('600.60');
    expect(sumMoney(rows.map((r) => formatDecimal(decimal(r), 2)))).toBe('600.60');
  });
});
