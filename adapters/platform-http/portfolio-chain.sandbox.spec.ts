import type { PlatformCredential } from '../../application/ports/platform-credential';
import { startSandboxPlatform, type RunningSandbox } from '../sandbox-platform/sandbox-server';
import { createPlatformHttpAdapter } from './platform-http.adapter';
import { createPortfolioHttpAdapter, type PortfolioHttpAdapter } from './portfolio-http.adapter';
import { listeningLog } from './testing/batch-exchange';
import { startStubPlatform, type StubPlatform } from './testing/stub-platform';

const AMELIA = 10001;
const BEN = 10002;
const OLIVER = 10014;

/** The dependent batch against the sandbox: one call, and the same portfolios and accounts as the two plain reads. */
describe('portfoliosWithAccounts against the sandbox platform', () => {
  let sb: RunningSandbox;
  /** Passes every call to the sandbox and keeps it, to count them. */
  let relay: StubPlatform;
  let cred: PlatformCredential;
  beforeAll(async () => {
    sb = await startSandboxPlatform({ port: 0 });
    relay = await startStubPlatform(async (req) => {
      const res = await fetch(new URL(req.url, sb.url), {
        method: req.method,
        headers: { 'content-type': 'application/json', ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}) },
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    });
    const outcome = await createPlatformHttpAdapter({ baseUrl: sb.url }).login({
      username: 'amelia@client',
      password: 'Demo-Passw0rd',
    });
    if (outcome.kind !== 'signedIn') throw new Error(`amelia did not sign in: ${outcome.kind}`);
    cred = outcome.credential;
  });
  afterAll(async () => {
    await relay.close();
    await sb.close();
  });

  const adapter = (): { portfolio: PortfolioHttpAdapter; log: ReturnType<typeof listeningLog> } => {
    const log = listeningLog();
    return { portfolio: createPortfolioHttpAdapter({ baseUrl: relay.baseUrl }, log), log };
  };
  const byId = <T extends { id: number }>(rows: readonly T[]): T[] => [...rows].sort((a, b) => a.id - b.id);

  it("reads amelia's and her partner's portfolios with all their accounts in one call, as the plain reads do", async () => {
    const { portfolio, log } = adapter();
    relay.requests.length = 0;
    const chain = await portfolio.portfoliosWithAccounts({ credential: cred, clientId: AMELIA, partnerId: BEN });
    expect(relay.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /resourceful?goal=client-portfolios']);

    const own = await portfolio.clientPortfolios({ credential: cred, clientId: AMELIA });
    const partners = await portfolio.clientPortfolios({ credential: cred, clientId: BEN });
    const ids = [...new Set([...own, ...partners].map((p) => p.id))];
    const accounts = await portfolio.portfolioAccounts({ credential: cred, portfolioIds: ids });
    expect(chain.portfolios).toEqual(own);
    expect(chain.partnerPortfolios).toEqual(partners);
    expect(byId(chain.accounts)).toEqual(byId(accounts));
    // Oliver's explicit-link portfolio is among amelia's; his other accounts are not hers to read.
    expect(chain.portfolios.some((p) => p.ownerEntityId === OLIVER && p.reasonForVisibility === 'explicit_link')).toBe(
      true,
    );
    expect(log.lines).toEqual([]);
  });

  it("shows none of a client's portfolios the platform refuses as a partner's", async () => {
    const { portfolio } = adapter();
    // dmitri's: not amelia's to read.
    await expect(portfolio.clientPortfolios({ credential: cred, clientId: 10004 })).rejects.toMatchObject({
      code: 'forbidden',
    });
    const chain = await portfolio.portfoliosWithAccounts({ credential: cred, clientId: AMELIA, partnerId: 10004 });
    expect(chain.partnerPortfolios).toEqual([]);
    expect(chain.accounts.every((a) => chain.portfolios.some((p) => p.id === a.portfolioId))).toBe(true);
  });
});
