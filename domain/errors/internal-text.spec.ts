import { internalMark, looksInternal } from './internal-text';

describe('looksInternal', () => {
  it.each([
    // The examples (issue 21).
    ['Cannot connect to db-7.platform.internal', 'an internal host name'],
    ['File C:\\XPLAN\\bin\\auth.dll raised an exception', 'a Windows path'],
    [
      'Traceback (most recent call last):\n  File "/srv/xplan/auth.py", line 42, in login\nKeyError: \'user\'',
      'a Python traceback',
    ],
    [
      'ORA-00942: table or view does not exist (SELECT * FROM CLIENT_ACCESS WHERE ENTITY_ID = :1)',
      'a database error code',
    ],
    ['Could not open \\\\fs01\\xplan$\\docs\\client.pdf', 'a UNC path'],
    ['IAuthProvider.Validate failed', 'a programming interface name'],
    ['Permission Error: user 17 may not read from app-srv-03.iress.example.com', 'a server host name'],
    // More of the same kinds.
    ['Upstream 10.1.2.3 refused the connection', 'an IPv4 address'],
    ['Connection to fe80::1ff:fe23:4567:890a failed', 'an IPv6 address'],
    ['Could not reach redis-cache.local', 'an internal host name'],
    ['Lookup failed on localhost', 'localhost'],
    ['Gateway xplan.example.com:8443 timed out', 'a host and port'],
    ['ldap://dc01/ou=clients unreachable', 'a back-end address'],
    ['Not found: GET https://platform.example.com/resourceful/entity/client-v4/12', 'an API address'],
    ['Not found: GET https://platform.example.com/health?probe=1', 'an API address'],
    ['jdbc:oracle:thin:@db:1521/XPLAN refused', 'a database error code'],
    ['Cannot read /var/xplan/tmp/upload-17', 'a Unix path'],
    ['Error in handler client.py', 'a source or program file'],
    ['java.lang.NullPointerException', 'an exception class'],
    ['at com.iress.xplan.auth.Session.login(Session.java:42)', 'a stack frame'],
    ['   at Xplan.Auth.Login()', 'a stack frame'],
    ['Exception in thread "main" failed', 'a crash report'],
    ['ValueError: invalid literal for int()', 'an exception class'],
    ['SQLSTATE[23000]: Integrity constraint violation', 'a database error code'],
    ['UPDATE CLIENT SET STATUS = 2 failed', 'an SQL statement'],
    ['duplicate key value violates unique constraint "client_pkey"', 'an SQL fragment'],
    ['Operation failed with HRESULT 0x80004005', 'a system error code'],
    ['Unspecified error (E_FAIL)', 'a system error code'],
    ['connect ECONNREFUSED', 'a system error code'],
    ['Link down on eth0', 'a network interface name'],
    ['IDL:xplan/AuthService:1.0 not found', 'a programming interface name'],
    ['<html><head><title>502 Bad Gateway</title></head></html>', 'a server error page'],
    ['Key HKEY_LOCAL_MACHINE missing', 'a registry key'],
  ])('%j looks internal (%s)', (text, what) => {
    expect(internalMark(text)).toBe(what);
    expect(looksInternal(text)).toBe(true);
  });

  it.each([
    'Either your username or your password is incorrect',
    'Account has been disabled',
    'Permission error: User Id and authentication token combination are incorrect.',
    'There is a problem with your registered mobile. Please contact your adviser for assistance',
    'Please enter a date in a valid format of DD/MM/YYYY',
    'The date must be 23/11/2026 or later, and/or a weekday',
    'Either A / B must be given',
    'Your meeting is at 10:30:00 on Tuesday',
    'You do not have access to client 10002',
    'OTP does not match',
    'Too many incorrect OTP attempts',
    'Please select an account from the list and then delete from your basket',
    'Your ISA and SIPP statements are ready',
    'File Statement.pdf, report2.pdf and Figures.xlsx were sent',
    'Version 2.1.3 of the app is available',
    'Please contact your local office or visit www.example.co.uk for help',
    'Our help pages are at https://www.example.co.uk/help',
    'An exception was made for your account',
    'Meeting 10:30.pdf',
    'Ref: General Investment Account - GIA-100011-02',
    'The attachment could not be saved',
    'Please call us on 0800 123 456',
  ])('%j reads as a message for people', (text) => {
    expect(internalMark(text)).toBeNull();
  });

  it('answers false for nothing', () => {
    expect(looksInternal(null)).toBe(false);
    expect(looksInternal('')).toBe(false);
  });
});
