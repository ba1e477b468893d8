import { first, present } from '../../domain/shared/present';
/** The session id inside a signed cookie (name=s:<id>.<signature>, URL-encoded). */
export function sessionIdOf(cookie: string): string {
  const value = decodeURIComponent(present(first(cookie.split(';')).split('=')[1], 'a value in the session cookie'));
  return value.slice(2, value.lastIndexOf('.'));
}

/** Every plain or lightly encoded form of a secret that must not be stored. */
export function encodingsOf(secret: string): string[] {
  const b = Buffer.from(secret, 'utf8');
  return [
    secret,
    b.toString('base64'),
    b.toString('base64url'),
    b.toString('hex'),
    encodeURIComponent(secret),
    JSON.stringify(secret).slice(1, -1),
  ];
}
