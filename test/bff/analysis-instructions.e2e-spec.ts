import {
  INVESTMENT_INSTRUCTIONS_TEXT,
  NO_INVESTMENT_INSTRUCTIONS,
} from '../../domain/analysis/investment-instructions';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused, expectRefusedBelowPortfolio } from '../support/refusals';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const PATH = '/api/analysis/investment-instructions';
const AMELIA = 10001;
/** amelia's Stocks and Shares ISA (GBP, follows the Balanced Growth model) and Euro Investment Account (no model). */
const ISA = 10001101;
const EURO = 10001102;
const JOINT_GIA = 10001301;

interface Instructions {
  accountId: number;
  accountName: string;
  targetSet: { id: number; description: string } | null;
  text: string | null;
  securities: { code: string; weight: number }[];
  empty: string | null;
}

/** The Investment instructions tab (spec 2 §2, §3 Target set), and who may read it. */
describe('GET /api/analysis/investment-instructions', () => {
  let portal: Portal;
  let amelia: Browser;
  beforeAll(async () => {
    portal = await startPortal();
    amelia = await signedIn(portal.server, 'amelia');
  });
  afterAll(() => portal.close());

  const read = async (b: Browser, account: number) =>
    (await b.get(PATH).query({ account }).expect(200)).body as Instructions;

  it("gives amelia her ISA's target set, the sentence and weights adding up to 100", async () => {
    const body = await read(amelia, ISA);
    expect(body).toMatchObject({
      accountId: ISA,
      accountName: 'Stocks and Shares ISA',
      targetSet: { description: 'Balanced Growth model' },
      text: INVESTMENT_INSTRUCTIONS_TEXT,
      empty: null,
    });
    expect(body.securities.length).toBeGreaterThan(1);
    expect(body.securities.reduce((s, x) => s + x.weight, 0)).toBeCloseTo(100, 6);
    // The Accounts tab offers the tab for this account.
    const frame = (await amelia.get('/api/analysis/accounts').query({ account: ISA }).expect(200)).body;
    expect(frame.tabs.investmentInstructions).toBe(true);
  });

  it("answers the spec's empty text for an account without instructions", async () => {
    expect(await read(amelia, EURO)).toEqual({
      accountId: EURO,
      accountName: 'Euro Investment Account',
      targetSet: null,
      text: null,
      securities: [],
      empty: NO_INVESTMENT_INSTRUCTIONS,
    });
  });

  it('needs an account (400), one the client sees (404)', async () => {
    await amelia.get(PATH).expect(400);
    await amelia.get(PATH).query({ account: 'abc' }).expect(400);
    await amelia.get(PATH).query({ account: 999999999 }).expect(404);
    const lenaAccount = 10012101;
    await amelia.get(PATH).query({ account: lenaAccount }).expect(404);
  });

  it('refuses clients without capability modelling_by_target_sets with a clear message: lena, and ben on the joint account', async () => {
    const lena = await (await signedIn(portal.server, 'lena')).get(PATH).query({ account: 10012101 }).expect(403);
    expect(lena.body.message).toMatch(/modelling_by_target_sets/);
    const ben = await signedIn(portal.server, 'ben');
    const refused = await ben.get(PATH).query({ account: JOINT_GIA }).expect(403);
    expect(refused.body.message).toMatch(/modelling_by_target_sets/);
    expect((await ben.get('/api/analysis/accounts').query({ account: JOINT_GIA }).expect(200)).body.tabs).toMatchObject(
      { investmentInstructions: false, paymentInformation: true },
    );
    // amelia, who holds the capability, reads the same joint account.
    expect((await read(amelia, JOINT_GIA)).accountId).toBe(JOINT_GIA);
  });

  it('refuses anyone signed out, carla, dmitri and an adviser without a client in context', async () => {
    await expectRefusedBelowPortfolio(portal.server, (b) => b.get(PATH).query({ account: ISA }));
  });

  it('gives an adviser with amelia in context her instructions; adviser2 cannot choose her', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await chooseClient(adviser, AMELIA);
    expect(await read(adviser, ISA)).toEqual(await read(amelia, ISA));
    await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get(PATH).query({ account: ISA }));
  });
});
