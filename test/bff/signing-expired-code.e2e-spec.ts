import { signedIn, startPortal } from '../support/portal-harness';
import { askCode, REQ, sign, type Portal } from '../support/signing-api';

/** An expired one-time code (spec 3 §4, §8), on a sandbox whose signing codes live one second. */
describe('digital signing: an expired code', () => {
  let portal: Portal;
  const saved = process.env.SANDBOX_SIGNING_CODE_TTL_SECONDS;
  beforeAll(async () => {
    process.env.SANDBOX_SIGNING_CODE_TTL_SECONDS = '1';
    portal = await startPortal();
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.SANDBOX_SIGNING_CODE_TTL_SECONDS;
    else process.env.SANDBOX_SIGNING_CODE_TTL_SECONDS = saved;
    await portal.close();
  });

  it("answers 'The security code that we sent has expired.' offering a new code, which then signs", async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    await askCode(amelia, REQ.awaiting);
    await new Promise((r) => setTimeout(r, 1_200));
    const late = await sign(amelia, REQ.awaiting, '123456');
    expect(late).toEqual({ outcome: 'expired', step: 'expiredCode', message: 'The security code that we sent has expired.', offerNewCode: true, notification: null, item: null, signatories: [] });
    await askCode(amelia, REQ.awaiting);
    expect((await sign(amelia, REQ.awaiting, '123456')).outcome).toBe('signed');
  });
});
