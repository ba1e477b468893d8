import { scrubPlatformText } from './scrub-platform-text';

describe('scrubPlatformText', () => {
  it.each([
    ['Not found: GET https://platform.example.com/health', 'Not found'],
    ['Error in entity/client-v4/12 (handler)', 'Error in (handler)'],
    ['Lookup of ?user_id=17 failed', 'Lookup of failed'],
    ['Internal error at xplan-core', 'Internal error at'],
  ])('%s → %s', (text, expected) => {
    expect(scrubPlatformText(text, ['xplan-core'])).toBe(expected);
  });

  it.each([
    // The examples (issue 21): the whole text gives way, never a cut-about part of it.
    'Cannot connect to db-7.platform.internal',
    'File C:\\XPLAN\\bin\\auth.dll raised an exception',
    'Traceback (most recent call last):\n  File "/srv/xplan/auth.py", line 42, in login\nKeyError: \'user\'',
    'ORA-00942: table or view does not exist (SELECT * FROM CLIENT_ACCESS WHERE ENTITY_ID = :1)',
    'Could not open \\\\fs01\\xplan$\\docs\\client.pdf',
    'IAuthProvider.Validate failed for user 17',
    'Permission Error: user 17 may not read from app-srv-03.iress.example.com',
    // Texts the URL and path rules used to cut about.
    'Not found: GET {base}/entity/client-v4/12?fields.0=dob',
    'Not found: GET https://platform.internal:8443/resourceful/entity/client-v4/12?fields.0=dob&fields.1=x',
    'Not found: GET /api/tfa/details',
    'Upstream 10.1.2.3:5432 refused the connection',
    'Not found: GET https://platform.example.com/resourceful/entity/client-v4/12?fields.0=dob',
    'Error in entity/client-v4/12 (handler client.py)',
    'Operation failed with HRESULT 0x80004005',
  ])('blanks a text that looks internal as a whole: %j', (text) => {
    expect(scrubPlatformText(text, ['db-7.platform.internal'])).toBeNull();
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
    [
      'Permission error: User Id and authentication token combination are incorrect.',
      'Permission error: User Id and authentication token combination are incorrect.',
    ],
  ])('cleans an error text as spec 1 §5 asks: %s → %s', (text, expected) => {
    expect(scrubPlatformText(text)).toBe(expected);
  });

  it('answers null for nothing, or for a text that was only internals', () => {
    expect(scrubPlatformText(null)).toBeNull();
    expect(scrubPlatformText('GET http://127.0.0.1:3001/resourceful/site')).toBeNull();
  });
});
