import type { Page } from 'playwright-core';
import { DEFAULT_SIGNING_CODE_TTL_SECONDS } from '../../adapters/sandbox-platform/state/signature-store';
import {
  CODE_EXPIRED_TEXT,
  CODE_MISMATCH_TEXT,
  INVALID_PHONE_TEXT,
  SEND_NEW_CODE_TEXT,
  TOO_MANY_ATTEMPTS_TEXT,
} from '../../domain/signing/signing-texts';
import {
  type BrowserRig,
  closePrompt,
  expectAccessible,
  newPage,
  readJson,
  screenshot,
  signInThroughApi,
  useRig,
} from './support/browser-harness';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const TO_BE_SIGNED = '/core/clients/documents-and-messages/?toBeSigned=true';
const TERMS = 'I have read and accept the terms and conditions';

interface SigningRead {
  items: {
    id: number;
    filename: string;
    title: string;
    badge: { text: string };
    canSign: boolean;
    dueDate: string | null;
    overdue: boolean;
  }[];
}

/**
 * The digital signing journey in Chromium against the embedded sandbox (spec 3 §2 "Digital signing",
 * §4 "Signing", §8 "Signing"): the sandbox's one-time code is 123456; any other six digits is wrong.
 * The tests share one sandbox, each starting from its requests as first made (none signed or
 * declined by an earlier test), so any one of them runs alone or in any order.
 */
describe('digital signing in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(180_000);
  beforeEach(() => {
    // Whatever an earlier test signed or declined waits for its signatories again, as first made.
    for (const request of rig.portal.sandbox!.state.signatures.all()) {
      request.status = request.plan.status;
      for (const signatory of request.signatories) {
        signatory.method = signatory.plan.method;
        signatory.canSign = signatory.plan.canSign;
        if (signatory.plan.actedDaysAgo === undefined) signatory.actedAt = null;
      }
    }
  });

  async function open(username: string, viewport = DESKTOP): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    expect(await signInThroughApi(page, username, { acceptCookies: true })).toBe('LoginSuccess');
    await page.goto(TO_BE_SIGNED);
    await page.locator('.messages__list .msg-row, .messages__list .msg-empty').first().waitFor({ timeout: 60_000 });
    await closePrompt(page);
    return page;
  }
  /** A request's row, found by its title (the list shows titles, not file names). */
  const row = (page: Page, title: string) => page.locator('.messages__list .msg-row', { hasText: title });
  /** Opens a request, chooses Sign and ticks the terms, which sends a code. */
  async function toCode(page: Page, title: string): Promise<void> {
    await row(page, title).getByRole('button').click();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByLabel(TERMS).check();
    await page.getByLabel('Security code').waitFor();
  }
  const verify = (page: Page) => page.getByRole('button', { name: 'Verify and sign' });

  it("lists amelia's requests with the server's badges, shows the document in a sandboxed frame, and a wrong code returns to code entry", async () => {
    const page = await open('amelia');
    const list = await readJson<SigningRead>(page, '/api/signing/requests');
    expect(await page.locator('.messages__list .msg-row .badge').allInnerTexts()).toEqual(
      list.items.map((i) => i.badge.text),
    );
    const awaiting = list.items.find((i) => i.id === 7001)!;
    await row(page, awaiting.title).getByRole('button').click();
    const frame = page.locator('iframe.signing__frame');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator('iframe.signing__frame').locator('h1').waitFor();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByLabel(TERMS).check();
    await page.getByLabel('Security code').waitFor();
    // The phone shows only its last 4 digits.
    const sentTo = await page.locator('.signing__code p').first().innerText();
    expect(sentTo).toMatch(/We have sent a security code to your phone number \D*\d{4}\.$/);
    expect(sentTo.replace(/\D/g, '')).toHaveLength(4);
    expect(await verify(page).isDisabled()).toBe(true);
    await page.getByLabel('Security code').fill('654321');
    expect(await verify(page).isDisabled()).toBe(false);
    await expectAccessible(page);
    await screenshot(page, 'signing-amelia-code-1280');
    await verify(page).click();
    await page.getByRole('alert').filter({ hasText: CODE_MISMATCH_TEXT }).waitFor();
    expect(await page.getByLabel('Security code').inputValue()).toBe('');
  });

  it('lets a code expire, then asks for a new one', async () => {
    const page = await open('amelia');
    const sandbox = rig.portal.sandbox!.state;
    const realClock = sandbox.now;
    try {
      await toCode(page, 'Investment Management Agreement');
      await page.getByLabel('Security code').fill('123456');
      // The code's time runs out on the sandbox's clock.
      sandbox.now = () => realClock() + (DEFAULT_SIGNING_CODE_TTL_SECONDS + 1) * 1000;
      await verify(page).click();
      const alert = page.getByRole('alert').filter({ hasText: CODE_EXPIRED_TEXT });
      await alert.waitFor();
      await expectAccessible(page);
      await screenshot(page, 'signing-amelia-expired-1280');
      await alert.getByRole('button', { name: SEND_NEW_CODE_TEXT }).click();
      await page.getByLabel('Security code').waitFor();
      expect(await page.getByLabel('Security code').inputValue()).toBe('');
    } finally {
      sandbox.now = realClock;
    }
  });

  it('three wrong codes lock it: too many attempts, and a new code is offered', async () => {
    const page = await open('amelia');
    await toCode(page, 'Investment Management Agreement');
    for (const code of ['111111', '222222', '333333']) {
      await page.getByLabel('Security code').fill(code);
      await verify(page).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /does not match|Too many/ })
        .waitFor();
      if (await page.getByRole('alert').filter({ hasText: TOO_MANY_ATTEMPTS_TEXT }).count()) break;
    }
    const alert = page.getByRole('alert').filter({ hasText: TOO_MANY_ATTEMPTS_TEXT });
    await alert.waitFor();
    await alert.getByRole('button', { name: SEND_NEW_CODE_TEXT }).click();
    await page.getByLabel('Security code').waitFor();
  });

  it("signs with 123456: the request's badge becomes 'Signed'", async () => {
    const page = await open('amelia');
    await toCode(page, 'Investment Management Agreement');
    await page.getByLabel('Security code').fill('123456');
    await verify(page).click();
    await page.getByText('You have signed this document.').waitFor();
    await page.waitForFunction(
      () => document.querySelector('.signing .msg-read__meta .badge')?.textContent === 'Signed',
    );
    expect(await row(page, 'Investment Management Agreement').locator('.badge').innerText()).toBe('Signed');
    const list = await readJson<SigningRead>(page, '/api/signing/requests');
    expect(list.items.find((i) => i.id === 7001)!.badge.text).toBe('Signed');
    await expectAccessible(page);
    await screenshot(page, 'signing-amelia-signed-1280');
  });

  it('declines the request ben has part-signed', async () => {
    const page = await open('amelia', PHONE);
    await row(page, 'Joint Account Mandate').getByRole('button').click();
    // Its own terms (the mandate's), not the site's.
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByText('By signing this mandate electronically').waitFor();
    await page.locator('.signing').getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.getByText('Are you sure you want to decline this document?').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'signing-amelia-declining-360');
    await page.getByRole('button', { name: 'Decline document' }).click();
    await page.getByText('You have declined this document.').waitFor();
    await page.waitForFunction(
      () => document.querySelector('.signing .msg-read__meta .badge')?.textContent === 'Declined',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it("lena's phone has no '+': the invalid-phone text, no code is sent, and Decline is still offered", async () => {
    const page = await open('lena');
    const outboxBefore = rig.portal.sandbox!.state.outbox.toJSON();
    await row(page, 'Client Agreement').getByRole('button').click();
    const text = page.getByText(INVALID_PHONE_TEXT);
    const sign = page.getByRole('button', { name: 'Sign', exact: true });
    // The journey opens either on the invalid-phone text or at Sign, where ticking the terms finds the phone invalid.
    await text.or(sign).first().waitFor();
    if (!(await text.count())) {
      await sign.click();
      await page.getByLabel(TERMS).check();
    }
    await text.waitFor();
    expect(await page.getByLabel('Security code').count()).toBe(0);
    expect(rig.portal.sandbox!.state.outbox.toJSON()).toEqual(outboxBefore);
    await expectAccessible(page);
    await screenshot(page, 'signing-lena-invalid-phone-1280');
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.getByText('Are you sure you want to decline this document?').waitFor();
    // Not declined here: Cancel goes back and the request still waits.
    await page.getByRole('button', { name: 'Cancel' }).click();
  });
});
