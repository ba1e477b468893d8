import { scrubPlatformText } from './scrub-platform-text';

describe('scrubPlatformText', () => {
  it.each([
    ['Not found: GET {base}/entity/client-v4/12?fields.0=dob', 'Not found'],
    ['Not found: GET https://platform.internal:8443/resourceful/entity/client-v4/12?fields.0=dob&fields.1=x', 'Not found'],
    ['Not found: GET /api/tfa/details', 'Not found'],
    ['Upstream 10.1.2.3:5432 refused the connection', 'Upstream refused the connection'],
    ['Error in entity/client-v4/12 (handler client.py)', 'Error in (handler client.py)'],
    ['Lookup of ?user_id=17 failed', 'Lookup of failed'],
    ['Internal error at db-7.platform.internal', 'Internal error at'],
  ])('%s → %s', (text, expected) => {
    expect(scrubPlatformText(text, ['db-7.platform.internal'])).toBe(expected);
  });

  it.each([
    'Either your username or your password is incorrect',
    'Password reset code incorrect or invalid for user',
    'One or more of the arguments are missing or incorrect.',
    'There is a problem with your registered mobile. Please contact your adviser for assistance',
    'Current password is incorrect',
    'The date must be 23/11/2026 or later, and/or a weekday',
    'Either A / B must be given',
  ])('leaves a plain message alone: %s', (text) => {
    expect(scrubPlatformText(text)).toBe(text);
  });

  it.each([
    ['Internal Server Error at corba', null],
    ['org.omg.CORBA.TRANSIENT: minor code 0x4f4d0001', null],
    ['500 internal server error', null],
    ['XPLAN: session broker unavailable', null],
    ['Permission Error: you do not have access to client 10001', 'you do not have access to client 10001'],
    ['Permission Error: Internal Server Error', null],
    ['Permission Error: ', null],
    // Only the prefix as spec 1 §5 writes it; the known auth failure's own wording stays whole.
    ['Permission error: User Id and authentication token combination are incorrect.', 'Permission error: User Id and authentication token combination are incorrect.'],
  ])('cleans an error text as spec 1 §5 asks: %s → %s', (text, expected) => {
    expect(scrubPlatformText(text)).toBe(expected);
  });

  it('answers null for nothing, or for a text that was only internals', () => {
    expect(scrubPlatformText(null)).toBeNull();
    expect(scrubPlatformText('GET http://127.0.0.1:3001/resourceful/site')).toBeNull();
  });
});
