import { isPhoneLike, normalisePhoneNumber } from './phone-number';

describe('isPhoneLike', () => {
  it('accepts digits, spaces, hyphens and a leading plus', () => {
    expect(isPhoneLike('+44 7700-900123')).toBe(true);
    expect(isPhoneLike('07700 900123')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isPhoneLike('44+7700')).toBe(false);
    expect(isPhoneLike('(020) 7946 0000')).toBe(false);
    expect(isPhoneLike('call me')).toBe(false);
    expect(isPhoneLike('+')).toBe(false);
    expect(isPhoneLike('')).toBe(false);
  });
});

describe('normalisePhoneNumber', () => {
  it('turns a leading 00 into plus', () => {
    expect(normalisePhoneNumber('0044 7700 900123')).toBe('+447700900123');
  });

  it('keeps a number with a plus', () => {
    expect(normalisePhoneNumber('+44 7700 900123', '44')).toBe('+447700900123');
  });

  it("prefixes the contact's dial code when lacking", () => {
    expect(normalisePhoneNumber('07700 900123', '44')).toBe('+447700900123');
    expect(normalisePhoneNumber('0412 345 678', '+61')).toBe('+61412345678');
    expect(normalisePhoneNumber('447700900123', '44')).toBe('+447700900123');
  });

  it('adds a leading 0 with no dial code unless there is one', () => {
    expect(normalisePhoneNumber('7700 900123')).toBe('07700900123');
    expect(normalisePhoneNumber('07700900123')).toBe('07700900123');
  });

  it('leaves Australian 1300 numbers and non-phones as they are', () => {
    expect(normalisePhoneNumber('1300 123 456', '61')).toBe('1300 123 456');
    expect(normalisePhoneNumber('1300-123-456')).toBe('1300-123-456');
    expect(normalisePhoneNumber('ext. 42')).toBe('ext. 42');
    expect(normalisePhoneNumber(null)).toBe('');
  });
});

describe("normalisePhoneNumber: the forms the sandbox's clients hold (PERSONAS.md amelia and lena)", () => {
  it.each([
    ['leading 00', '0044 1483 555 012', '44', '+441483555012'],
    ['national 0 where the dial code is missing', '020 7946 0958', '44', '+442079460958'],
    ['no dial code and no leading 0', '7700 900123', '', '07700900123'],
    ['an Australian mobile with its national 0', '0412 345 678', '61', '+61412345678'],
    ['an Australian 1300 number', '1300 655 506', '61', '1300 655 506'],
    ['a number already international', '+44 7700 900123', '', '+447700900123'],
    ['a value that is not a phone', 'ask for reception', '44', 'ask for reception'],
    ['brackets are not phone characters', '(01483) 555012', '44', '(01483) 555012'],
  ])('%s', (_case, stored, dial, shown) => {
    expect(normalisePhoneNumber(stored, dial)).toBe(shown);
  });
});
