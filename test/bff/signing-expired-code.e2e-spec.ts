import { DEFAULT_SIGNING_CODE_TTL_SECONDS } from '../../adapters/sandbox-platform/state/signature-store';
import { signedIn, startPortal } from '../support/portal-harness';
import { askCode, REQ, sign, type Portal } from '../support/signing-api';

/** An expired one-time code (spec 3 §4, §8): the sandbox's clock is moved past the code's lifetime. */
describe('digital signing: an expired code', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(async () => {
    await portal.close();
  });

  it("answers 'The security code that we sent has expired.' offering a new code, which then signs", async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    await askCode(amelia, REQ.awaiting);
    const sandbox = portal.sandbox!.state;
    const realClock = sandbox.now;
    sandbox.now = () => realClock() + (DEFAULT_SIGNING_CODE_TTL_SECONDS + 1) * 1000;
    try {
      const late = await sign(amelia, REQ.awaiting, '123456');
      expect(late).toEqual({
        outcome: 'expired',
        step: 'expiredCode',
        message: 'The security code that we sent has expired.',
        offerNewCode: true,
        notification: null,
        item: null,
        signatories: [],
      });
      await askCode(amelia, REQ.awaiting);
      expect((await sign(amelia, REQ.awaiting, '123456')).outcome).toBe('signed');
    } finally {
      sandbox.now = realClock;
    }
  });
});
