import { maskPhone, signingPhone } from './signing-phone';

describe('signing phone (spec 3 §2, §4, §5 "Phone numbers")', () => {
  it("is valid with a '+' dial code and shows only the last 4 digits", () => {
    expect(signingPhone('+44 7700 900123')).toEqual({ valid: true, masked: '•••• 0123' });
  });

  it("turns a leading 00 into '+' (valid)", () => {
    expect(signingPhone('0061-412-555-678')).toEqual({ valid: true, masked: '•••• 5678' });
  });

  it("is invalid without a '+' (lena's case) yet still masked", () => {
    expect(signingPhone('0412 555 678')).toEqual({ valid: false, masked: '•••• 5678' });
    expect(signingPhone('412555678').valid).toBe(false);
  });

  it("gains the contact's country dial code when one is known", () => {
    expect(signingPhone('07700 900123', '44')).toEqual({ valid: true, masked: '•••• 0123' });
  });

  it('is invalid for missing, non-phone and 1300 numbers', () => {
    expect(signingPhone(null)).toEqual({ valid: false, masked: null });
    expect(signingPhone('call me').valid).toBe(false);
    expect(signingPhone('1300 123 456').valid).toBe(false);
  });

  it('never shows more than 4 digits', () => {
    expect(maskPhone('123')).toBeNull();
    expect(maskPhone('447700900123')).toBe('•••• 0123');
  });
});
