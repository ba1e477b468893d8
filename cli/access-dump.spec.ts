import { startSandboxPlatform, type RunningSandbox } from '../adapters/sandbox-platform/sandbox-server';
import { PortalPage } from '../domain/access/page-access';
import { jsonOf, portal } from './testing/run-portal';

describe('portal access dump', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0 });
  });
  afterAll(() => sb.close());

  const dump = (...args: string[]) => portal(['access', 'dump', ...args, '--platform-url', sb.url]);
  const page = (doc: any, name: PortalPage) => doc.access.pages.find((p: { page: PortalPage }) => p.page === name);

  it('shows amelia her levels, every page and her capabilities, and signs her out', async () => {
    const run = await dump('amelia');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const lines = run.stdout.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Signed in: Default → LoginSuccess',
        'Access of amelia@client (ClientUser, Amelia Hartley)',
        '  client access level  1 ClientPortfolio',
        '  site access level    Portfolio',
        '  home                    allowed',
        '  analysis                allowed',
        '  clientList              denied   role  not for the ClientUser role',
        '  view_partner              yes',
        'Signed out.',
      ]),
    );
    expect(lines.filter((l) => / (allowed|denied)/.test(l))).toHaveLength(Object.values(PortalPage).length);
    expect(sb.state.sessions.size).toBe(0);
  });

  it('gives amelia as JSON: Portfolio, analysis allowed, capabilities as flags', async () => {
    const run = await dump('amelia', '--json');
    expect(run.code).toBe(0);
    const doc = jsonOf(run);
    expect(doc).toMatchObject({
      ok: true,
      username: 'amelia@client',
      signIn: [{ from: 'Default', to: 'LoginSuccess' }],
      access: {
        role: 'ClientUser',
        clientAccessLevel: { code: 1, name: 'ClientPortfolio' },
        siteAccessLevel: 'Portfolio',
        hasClientInContext: false,
        capabilities: { view_portfolio: true, view_partner: true, live_marketdata_access: false },
      },
      error: null,
    });
    expect(page(doc, PortalPage.analysis)).toEqual({
      page: 'analysis',
      allowed: true,
      reason: null,
      explanation: null,
    });
  });

  it('denies carla (Assets) the analysis page', async () => {
    const run = await dump('carla');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('  site access level    Assets\n');
    expect(run.stdout).toMatch(/\n {2}analysis +denied +accessLevel +needs the Portfolio level\n/);
    expect(run.stdout).toMatch(/\n {2}home +allowed\n/);

    const doc = jsonOf(await dump('carla', '--json'));
    expect(doc.access.clientAccessLevel).toEqual({ code: 2, name: 'ClientAssets' });
    expect(page(doc, PortalPage.analysis)).toMatchObject({ allowed: false, reason: 'accessLevel' });
  });

  it('denies dmitri (Messages) home, and lets him read his documents and messages', async () => {
    const run = await dump('dmitri');
    expect(run.stdout).toMatch(/\n {2}home +denied +accessLevel +needs the Assets or Portfolio level\n/);
    expect(run.stdout).toMatch(/\n {2}documentsAndMessages +allowed\n/);

    const doc = jsonOf(await dump('dmitri', '--json'));
    expect(doc.access.siteAccessLevel).toBe('Messages');
    expect(page(doc, PortalPage.home)).toMatchObject({ allowed: false, reason: 'accessLevel' });
    expect(page(doc, PortalPage.documentsAndMessages)).toMatchObject({ allowed: true });
  });

  it('lets the adviser open the client list; client pages need a client in context', async () => {
    const run = await dump('adviser', '--adviser');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\n {2}clientList +allowed\n/);
    expect(run.stdout).toMatch(/\n {2}home +denied +noClientInContext +needs a client in context\n/);
    expect(run.stdout).toMatch(/\n {2}changePassword +denied +role +not for the User role\n/);

    const doc = jsonOf(await dump('adviser', '--adviser', '--json'));
    expect(doc.access).toMatchObject({ role: 'User', clientAccessLevel: null, siteAccessLevel: null });
    expect(page(doc, PortalPage.clientList)).toMatchObject({ allowed: true });
    expect(page(doc, PortalPage.home)).toMatchObject({ allowed: false, reason: 'noClientInContext' });
    expect(doc.access.capabilities.live_marketdata_access).toBe(true);
  });

  it('walks farah through her code first', async () => {
    const run = await dump('farah');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Signed in: Default → MfaRequired → LoginSuccess\n');
  });

  it('fails like the replay when the sign-in fails', async () => {
    const run = await dump('jules');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Account has been disabled\n');
    const json = await dump('farah', '--code', '999999', '--json');
    expect(json.code).toBe(1);
    expect(jsonOf(json)).toMatchObject({ ok: false, access: null, error: { code: 'bad_otp' } });
  });
});
