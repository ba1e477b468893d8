import { validateLoginForm } from './login-form';

describe('validateLoginForm', () => {
  it('requires username and password', () => {
    expect(validateLoginForm({})).toEqual({ username: 'Please enter a username', password: 'Please enter a password' });
    expect(validateLoginForm({ username: '  ', password: 'x' })).toEqual({ username: 'Please enter a username' });
    expect(validateLoginForm({ username: 'amelia', password: 'Demo-Passw0rd' })).toEqual({});
  });

  it('does not trim a password of spaces', () => {
    expect(validateLoginForm({ username: 'amelia', password: ' ' })).toEqual({});
  });
});
