import { isCalendarDate, localeDateFormat, parseLocaleDate } from './dates';

describe('localeDateFormat', () => {
  it('gives the short format per locale, en-gb by default', () => {
    expect(localeDateFormat('en-gb')).toBe('DD/MM/YYYY');
    expect(localeDateFormat('en-au')).toBe('DD/MM/YYYY');
    expect(localeDateFormat('en-ca')).toBe('YYYY-MM-DD');
    expect(localeDateFormat('fr-CA')).toBe('YYYY-MM-DD');
    expect(localeDateFormat('en_GB')).toBe('DD/MM/YYYY');
    expect(localeDateFormat('de-de')).toBe('DD/MM/YYYY');
    expect(localeDateFormat(undefined)).toBe('DD/MM/YYYY');
  });
});

describe('parseLocaleDate', () => {
  it('converts a valid date to YYYY-MM-DD', () => {
    expect(parseLocaleDate('31/01/1980', 'en-gb')).toBe('1980-01-31');
    expect(parseLocaleDate(' 05/11/1975 ', 'en-au')).toBe('1975-11-05');
    expect(parseLocaleDate('1980-01-31', 'en-ca')).toBe('1980-01-31');
    expect(parseLocaleDate('2000-02-29', 'fr-ca')).toBe('2000-02-29');
  });

  it('is strict about the format', () => {
    expect(parseLocaleDate('1980-01-31', 'en-gb')).toBeNull();
    expect(parseLocaleDate('31/01/1980', 'en-ca')).toBeNull();
    expect(parseLocaleDate('1/1/1980', 'en-gb')).toBeNull();
    expect(parseLocaleDate('31/01/80', 'en-gb')).toBeNull();
    expect(parseLocaleDate('31/01/1980x', 'en-gb')).toBeNull();
    expect(parseLocaleDate('', 'en-gb')).toBeNull();
    expect(parseLocaleDate(null, 'en-gb')).toBeNull();
  });

  it('rejects days that do not exist', () => {
    expect(parseLocaleDate('31/02/1980', 'en-gb')).toBeNull();
    expect(parseLocaleDate('29/02/1900', 'en-gb')).toBeNull();
    expect(parseLocaleDate('29/02/2000', 'en-gb')).toBe('2000-02-29');
    expect(parseLocaleDate('00/01/1980', 'en-gb')).toBeNull();
    expect(parseLocaleDate('01/13/1980', 'en-gb')).toBeNull();
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
  });
});
