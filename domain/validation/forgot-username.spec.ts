import { validateForgotUsername } from './forgot-username';

describe('validateForgotUsername', () => {
  it('requires email and date of birth', () => {
    expect(validateForgotUsername({}, 'en-gb')).toEqual({
      email: 'Please enter an email address',
      dob: 'Please enter a date of birth',
    });
  });

  it('checks the email pattern (top-level part of 2 to 5 letters)', () => {
    expect(validateForgotUsername({ email: 'amelia@example.co', dob: '31/01/1980' }, 'en-gb')).toEqual({});
    expect(validateForgotUsername({ email: 'amelia@example.store', dob: '31/01/1980' }, 'en-gb').email).toBeUndefined();
    expect(validateForgotUsername({ email: 'amelia@example.c', dob: '31/01/1980' }, 'en-gb').email).toBe(
      'Please enter a valid email address',
    );
    expect(validateForgotUsername({ email: 'amelia@example.museums', dob: '31/01/1980' }, 'en-gb').email).toBe(
      'Please enter a valid email address',
    );
    expect(validateForgotUsername({ email: 'amelia.example.com', dob: '31/01/1980' }, 'en-gb').email).toBe(
      'Please enter a valid email address',
    );
  });

  it("checks the date in the locale's format", () => {
    expect(validateForgotUsername({ email: 'a@b.com', dob: '31/01/1980' }, 'en-ca').dob).toBe(
      'Please enter a date in a valid format of YYYY-MM-DD',
    );
    expect(validateForgotUsername({ email: 'a@b.com', dob: '1980-01-31' }, 'fr-ca')).toEqual({});
  });
});
