import {
  BANK_TRANSFER_NOTE,
  BPAY_NOTE,
  NO_PAYMENT_METHOD,
  PAYMENT_INFORMATION_HEADING,
} from '../../domain/analysis/payment-information';
import { chooseClient, clientIdFromList, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused, expectRefusedBelowPortfolio } from '../support/refusals';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const PATH = '/api/analysis/payment-information';

/** The Payment information tab's data (spec 2 §2), and who may read it. */
describe('GET /api/analysis/payment-information', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it("gives lena her AUD account's BPAY and bank details, with both notes", async () => {
    const lena = await signedIn(portal.server, 'lena');
    const body = (await lena.get(PATH).expect(200)).body;
    expect(body.heading).toBe(PAYMENT_INFORMATION_HEADING);
    expect(body.empty).toBeNull();
    expect(body.bpay.length).toBeGreaterThan(0);
    expect(body.bankAccounts.length).toBeGreaterThan(0);
    expect(body.bpay[0]).toEqual({
      accountId: expect.any(Number),
      billerCode: expect.any(String),
      reference: expect.any(String),
    });
    expect(body.bankAccounts[0]).toEqual({
      accountId: expect.any(Number),
      bank: expect.any(String),
      accountName: expect.any(String),
      bsb: expect.any(String),
      accountNumber: expect.any(String),
    });
    expect(body.notes).toEqual([BPAY_NOTE, BANK_TRANSFER_NOTE]);
    // Narrowed to the account that has them, the same; the whole answer for that account only.
    const one = (await lena.get(PATH).query({ account: body.bpay[0].accountId }).expect(200)).body;
    expect(one.bpay.every((b: { accountId: number }) => b.accountId === body.bpay[0].accountId)).toBe(true);
  });

  it("gives amelia the spec's empty text: her accounts have no payment details", async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    const body = (await amelia.get(PATH).expect(200)).body;
    expect(body).toEqual({
      heading: PAYMENT_INFORMATION_HEADING,
      notes: [],
      bpay: [],
      bankAccounts: [],
      empty: NO_PAYMENT_METHOD,
    });
  });

  it("never shows one client another client's details", async () => {
    const lena = await signedIn(portal.server, 'lena');
    const account = (await lena.get(PATH).expect(200)).body.bpay[0].accountId;
    const amelia = await signedIn(portal.server, 'amelia');
    const res = await amelia.get(PATH).query({ account });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such account among the accounts you can see.');
    expect(JSON.stringify(res.body)).not.toMatch(/bpay|bsb/i);
  });

  it('refuses clients below Portfolio, anyone signed out, an adviser without a client in context, and a wrongly typed account', async () => {
    await expectRefusedBelowPortfolio(portal.server, (b) => b.get(PATH));
    await (await signedIn(portal.server, 'lena')).get(PATH).query({ account: 'abc' }).expect(400);
  });

  it("needs a client in context for an adviser, and gives the adviser that client's details", async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    await adviser.get(PATH).expect(403);
    const lenaId = await clientIdFromList(adviser, 'Lena', 'Lena', 'Walsh');
    await chooseClient(adviser, lenaId);
    const body = (await adviser.get(PATH).expect(200)).body;
    expect(body.bpay.length).toBeGreaterThan(0);
  });

  it('refuses adviser2 lena', async () => {
    const adviser = await signedIn(portal.server, 'adviser', 'adviser');
    const lenaId = await clientIdFromList(adviser, 'Lena', 'Lena', 'Walsh');
    await expectOtherAdviserRefused(portal.server, lenaId, (b) => b.get(PATH));
  });
});
