import { SessionSealer } from './session-sealer';

describe('SessionSealer', () => {
  const sealer = new SessionSealer('a-session-secret-of-some-length-0123456789');

  it('seals the sign-in in progress and opens it again', () => {
    const sess = { csrfToken: 't', signIn: { username: 'farah@client', password: 'Demo-Passw0rd' } };
    const text = sealer.stringify(sess);
    expect(text).not.toContain('Demo-Passw0rd');
    expect(text).not.toContain(Buffer.from('Demo-Passw0rd').toString('base64'));
    expect(JSON.parse(text).csrfToken).toBe('t');
    expect(sealer.parse(text)).toEqual(sess);
  });

  it('seals the same plain text to the same text, and different ones with different IVs', () => {
    const sess = { signIn: { password: 'x' } };
    expect(sealer.stringify(sess)).toBe(sealer.stringify(sess));
    const iv = (text: string) =>
      Buffer.from(JSON.parse(text).signIn.slice(3), 'base64url').subarray(0, 12).toString('hex');
    expect(iv(sealer.stringify({ signIn: { password: 'y' } }))).not.toBe(iv(sealer.stringify(sess)));
  });

  it('drops a sealed field that another secret sealed or that was tampered with', () => {
    const text = new SessionSealer('another-secret-entirely-0123456789abcdef').stringify({
      csrfToken: 't',
      signIn: { password: 'p' },
    });
    expect(sealer.parse(text)).toEqual({ csrfToken: 't' });
    const mine = JSON.parse(sealer.stringify({ signIn: { password: 'p' } }));
    const flipped = mine.signIn.slice(0, -2) + (mine.signIn.endsWith('A') ? 'B' : 'A') + mine.signIn.slice(-1);
    expect(sealer.parse(JSON.stringify({ signIn: flipped }))).toEqual({});
    expect(sealer.parse(JSON.stringify({ signIn: { password: 'plain' } }))).toEqual({});
  });

  it('leaves sessions without a sign-in as plain JSON', () => {
    expect(JSON.parse(sealer.stringify({ user: { username: 'amelia@client' } }))).toEqual({
      user: { username: 'amelia@client' },
    });
  });
});
