import type { PlatformCredential } from '../../application/ports/platform-credential';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-platform/sandbox-server';
import { createAdviserDetailsHttpAdapter, type AdviserDetailsHttpAdapter } from './adviser-details-http.adapter';
import { createPlatformHttpAdapter } from './platform-http.adapter';

const AMELIA = 10001;
const ADVISER = 1001;
const ADVISER2 = 1002;

async function readAll(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString('utf8');
}

/** The adviser calls (spec 3 §7) against the sandbox platform, and the sandbox's rights on them. */
describe('AdviserDetailsHttpAdapter against the sandbox platform', () => {
  let sb: RunningSandbox;
  let port: AdviserDetailsHttpAdapter;
  let amelia: PlatformCredential;
  let adviser: PlatformCredential;
  let adviser2: PlatformCredential;

  async function signIn(username: string): Promise<PlatformCredential> {
    const outcome = await createPlatformHttpAdapter({ baseUrl: sb.url }).login({ username, password: 'Demo-Passw0rd' });
    if (outcome.kind !== 'signedIn') throw new Error(`${username} did not sign in: ${outcome.kind}`);
    return outcome.credential;
  }

  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0 });
    port = createAdviserDetailsHttpAdapter({ baseUrl: sb.url });
    [amelia, adviser, adviser2] = await Promise.all([signIn('amelia@client'), signIn('adviser'), signIn('adviser2')]);
  });
  afterAll(() => sb.close());

  it("finds a client's adviser through session/user/adviser, and an adviser's client's through client_adviser", async () => {
    expect(await port.sessionAdvisers({ credential: amelia })).toEqual([ADVISER]);
    expect(await port.clientAdviser({ credential: adviser, clientId: AMELIA })).toBe(ADVISER);
    await expect(port.clientAdviser({ credential: adviser2, clientId: AMELIA })).rejects.toMatchObject({
      code: 'forbidden',
    });
  });

  it('reads the adviser, every contact entry with its type, and the address', async () => {
    expect(await port.adviser({ credential: amelia, adviserId: ADVISER })).toEqual({
      id: ADVISER,
      name: 'Sarah Whitfield',
      roleDescription: 'Chartered Financial Planner',
      photoPath: 'planning/images/advisers/1001.svg',
    });
    const contacts = await port.contacts({ credential: amelia, adviserId: ADVISER });
    expect(contacts.map((c) => c.type).sort()).toEqual(['m1', 'm2', 'p1', 'p2', 'p2', 'p3']);
    expect(contacts.find((c) => c.type === 'm1')).toMatchObject({
      location: 'work',
      value: 'sarah.whitfield@harbourvale.example',
    });
    expect(await port.address({ credential: amelia, adviserId: ADVISER })).toMatchObject({
      block: 'Harbour House',
      streetName: '12 Quay Street',
      postcode: 'BS1 4DJ',
      country: 'United Kingdom',
    });
  });

  it("streams the photo from the planning service; another adviser's details and photo are refused", async () => {
    const photo = await port.photo({ credential: amelia, path: 'planning/images/advisers/1001.svg' });
    expect(photo.mimetype).toBe('image/svg+xml');
    expect(await readAll(photo.content)).toContain('>SW<');
    await expect(port.adviser({ credential: amelia, adviserId: ADVISER2 })).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(port.adviser({ credential: adviser2, adviserId: ADVISER })).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(port.photo({ credential: adviser2, path: 'planning/images/advisers/1001.svg' })).rejects.toMatchObject(
      { code: 'forbidden' },
    );
    expect((await port.adviser({ credential: adviser2, adviserId: ADVISER2 })).photoPath).toBeNull();
    await expect(port.photo({ credential: adviser2, path: 'planning/images/advisers/1002.svg' })).rejects.toMatchObject(
      { code: 'not_found' },
    );
    await expect(port.adviser({ credential: amelia, adviserId: 999999 })).rejects.toMatchObject({ code: 'not_found' });
  });
});
