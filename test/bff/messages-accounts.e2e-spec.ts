import { AMELIA } from '../support/assets-api';
import { allMessages, sendForm, type SendResult } from '../support/messages-api';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { itemAt } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
type Linkable = { mayLink: boolean; accounts: { id: number; description: string; externalId: string | null }[] };

/** 'Related accounts' in compose and reply (spec 3 §4, §5): the client's own accounts, referenced as 'Ref:' lines. */
describe('messages: linked accounts', () => {
  let portal: Portal;
  let amelia: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
  }, 60_000);
  afterAll(() => portal.close());

  const ownAccounts = async () =>
    (
      (await amelia.get('/api/dashboard/summary').expect(200)).body as {
        portfolios: { accounts: { id: number; name: string }[] }[];
      }
    ).portfolios.flatMap((p) => p.accounts);

  it("GET /api/messages/compose/accounts lists amelia's accounts, as she may view the portfolio", async () => {
    const linkable = (await amelia.get('/api/messages/compose/accounts').expect(200)).body as Linkable;
    expect(linkable.mayLink).toBe(true);
    const own = await ownAccounts();
    expect(own.length).toBeGreaterThan(0);
    expect(linkable.accounts.length).toBeGreaterThan(1);
    const mine = itemAt(own, 0);
    expect(linkable.accounts.find((l) => l.id === mine.id)).toMatchObject({
      description: mine.name,
      externalId: `EXT-${mine.id}`,
    });
  });

  it("is refused signed out and to an adviser (advisers do not compose); dmitri never sees amelia's accounts", async () => {
    await new Browser(portal.server).get('/api/messages/compose/accounts').expect(401);
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    await adviser.get('/api/messages/compose/accounts').expect(403);
    const dmitri = (await (await signedIn(portal.server, 'dmitri')).get('/api/messages/compose/accounts').expect(200))
      .body as Linkable;
    const amelias = new Set((await ownAccounts()).map((a) => a.id));
    expect(dmitri.accounts.filter((a) => amelias.has(a.id))).toEqual([]);
  });

  it('a reply keeps linked accounts: the opened message lists them and the reply carries the Ref line', async () => {
    const account = itemAt(await ownAccounts(), 0);
    const first = (
      await sendForm(amelia, '/api/messages', {
        subject: 'Linked',
        body: 'About this account',
        accountIds: String(account.id),
      }).expect(200)
    ).body as SendResult;
    expect((await amelia.get(`/api/messages/${first.messageId}`).expect(200)).body.accountIds).toEqual([account.id]);
    const received = (await allMessages(amelia)).find((m) => !m.clientInitiated)!;
    const reply = (
      await sendForm(amelia, `/api/messages/${received.id}/reply`, {
        body: 'Reply about it',
        accountIds: String(account.id),
      }).expect(200)
    ).body as SendResult;
    expect((await amelia.get(`/api/messages/${reply.messageId}`).expect(200)).body.body).toMatch(
      new RegExp(`Ref: [^\\n<]+ - EXT-${account.id}`),
    );
  });
});
