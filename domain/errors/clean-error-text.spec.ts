import { cleanErrorText } from './clean-error-text';

describe('cleanErrorText', () => {
  it('blanks back-office internals', () => {
    expect(cleanErrorText('CORBA exception raised')).toBe('');
    expect(cleanErrorText('an org.omg.CORBA failure')).toBe('');
    expect(cleanErrorText('Xplan error 42')).toBe('');
    expect(cleanErrorText('500 Internal Server Error')).toBe('');
  });

  it("keeps 'xplan' that is not at the start", () => {
    expect(cleanErrorText('Cannot reach xplan')).toBe('Cannot reach xplan.');
  });

  it("removes the 'Permission Error: ' prefix and adds a full stop", () => {
    expect(cleanErrorText('Permission Error: You cannot view this client')).toBe('You cannot view this client.');
    expect(cleanErrorText('Already ends.')).toBe('Already ends.');
    expect(cleanErrorText('Really?')).toBe('Really?');
  });

  it('gives an empty text for nothing', () => {
    expect(cleanErrorText(null)).toBe('');
    expect(cleanErrorText(undefined)).toBe('');
    expect(cleanErrorText('   ')).toBe('');
    expect(cleanErrorText('Permission Error: ')).toBe('');
  });
});
