import { throttleAccount, throttleEmail, tooManyAttemptsMessage, tooManyCodesMessage } from './throttling';

describe('throttling identities and messages', () => {
  it('counts every spelling of a client username as one account', () => {
    expect(throttleAccount('carla')).toBe('carla');
    expect(throttleAccount(' CARLA@client ')).toBe('carla');
    expect(throttleAccount('Carla@Client')).toBe('carla');
    expect(throttleAccount('carla @client')).toBe('carla');
    expect(throttleAccount('adviser.one')).toBe('adviser.one');
    expect(throttleAccount('')).toBe('');
  });

  it('normalises an e-mail address', () => {
    expect(throttleEmail(' Ben@Example.COM ')).toBe('ben@example.com');
  });

  it('says how long to wait, in whole minutes', () => {
    expect(tooManyAttemptsMessage(42)).toBe('Too many unsuccessful attempts. Please wait a minute and try again.');
    expect(tooManyAttemptsMessage(3000)).toBe('Too many unsuccessful attempts. Please try again in 50 minutes.');
    expect(tooManyCodesMessage(30)).toBe('Too many codes have been requested. Please try again in 1 minute.');
    expect(tooManyCodesMessage(14 * 60 + 1)).toBe(
      'Too many codes have been requested. Please try again in 15 minutes.',
    );
  });
});
