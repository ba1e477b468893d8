import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { NO_MESSAGES_FOR_SELECTION } from '../../domain/messages/folders';
import {
  type BrowserRig,
  closePrompt,
  expectAccessible,
  newPage,
  noSidewaysScroll,
  readJson,
  screenshot,
  signInThroughApi,
  useRig,
  windowScreenshot,
} from './support/browser-harness';
import { afterNextPaint } from './support/after-next-paint';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const MESSAGES = '/core/clients/documents-and-messages/';

interface ListRead {
  items: { id: number; subject: string; read: boolean; entityIds: number[] }[];
}
interface FoldersRead {
  folders: { id: string; type: string; unreadCount: number }[];
  relatedEntities: { id: number; name: string }[];
}

/** The demo site's settings with 'Show messages for' (enableRelatedEntities) on. */
function siteWithRelatedEntities(): string {
  const demo = JSON.parse(readFileSync(join(__dirname, '../../adapters/site-config/demo-site-config.json'), 'utf8'));
  demo.settings.messaging = { ...(demo.settings.messaging ?? {}), enableRelatedEntities: true };
  const path = join(mkdtempSync(join(tmpdir(), 'portal-site-')), 'site.json');
  writeFileSync(path, JSON.stringify(demo));
  return path;
}

const firstRowBox = (page: Page) =>
  page.evaluate(() => {
    const r = document.querySelector('.messages__list .msg-row')!.getBoundingClientRect();
    return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
  });
const rowsInView = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll('.messages__list .msg-row')).filter(
        (r) => r.getBoundingClientRect().bottom <= window.innerHeight,
      ).length,
  );
const badge = (page: Page) =>
  page.evaluate(() => document.querySelector('.top-bar .unread-badge [aria-hidden="true"]')?.textContent ?? null);
const inboxOption = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLOptionElement>('#msg-folder option[value="inbox"]')?.textContent ?? null,
  );

/**
 * Issue 24 items 5, 7 and 8 on the documents and messages page, in Chromium against the embedded sandbox
 * (with 'Show messages for' on, so ben sees Oliver's messages).
 */
describe('documents and messages: messages first, the badge, and a reply about a related entity', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r), { siteConfigPath: siteWithRelatedEntities() });
  jest.setTimeout(180_000);

  async function open(username: string, viewport: { width: number; height: number }): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    expect(await signInThroughApi(page, username, { acceptCookies: true })).toBe('LoginSuccess');
    return page;
  }
  async function ready(page: Page): Promise<void> {
    await page.getByRole('heading', { level: 1, name: 'Messages and documents' }).waitFor();
    await page.locator('.messages__list .msg-row').first().waitFor({ timeout: 60_000 });
    await closePrompt(page);
    await page
      .getByRole('region', { name: 'Action required' })
      .or(page.locator('.announcement'))
      .first()
      .waitFor()
      .catch(() => undefined);
  }

  it.each([
    ['amelia', DESKTOP, 4],
    ['amelia', PHONE, 1],
    ['erin', DESKTOP, 4],
    ['erin', PHONE, 1],
  ] as const)(
    "%s at %o sees messages first: the first row's whole height above the fold, with %i rows or more",
    async (who, viewport, rows) => {
      const page = await open(who, viewport);
      await page.goto(MESSAGES);
      await ready(page);
      // The fonts are in and the page has drawn what it has.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await afterNextPaint(page);
      // The first screen as the client sees it.
      await windowScreenshot(page, `messages-first-${who}-${viewport.width}-first-screen`);
      const first = await firstRowBox(page);
      expect({ who, width: viewport.width, bottom: first.bottom <= viewport.height }).toEqual({
        who,
        width: viewport.width,
        bottom: true,
      });
      expect(await rowsInView(page)).toBeGreaterThanOrEqual(rows);
      expect(await noSidewaysScroll(page)).toBe(true);
      // What folds is one click away: the panel or the announcement opens in place.
      const fold = page.locator('.action-required__summary, .announcement__summary').first();
      await fold.click();
      if (who === 'amelia')
        await page
          .getByRole('region', { name: 'Action required' })
          .getByRole('link', { name: /^Sign: / })
          .first()
          .waitFor();
      else await page.locator('.announcement__body').waitFor();
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Sort and filter' }).click();
        await page.getByLabel('Sort by').waitFor();
      }
      await expectAccessible(page);
      await screenshot(page, `messages-first-${who}-${viewport.width}`);
    },
  );

  it("on a phone, opening an unread message brings the badge down to the Inbox's count, though the badge's first read answers last", async () => {
    const page = await open('amelia', PHONE);
    const list = await readJson<ListRead>(page, '/api/messages?folder=inbox');
    const before = (await readJson<{ count: number }>(page, '/api/messages/unread-count')).count;
    const unread = list.items.find((m) => !m.read)!;
    // A slow phone network: the shell's first read of the count (made before anything is read) answers
    // last, held back until the message has been opened and read.
    let firstCount = true;
    let letFirstCountGo!: () => void;
    const firstCountHeld = new Promise<void>((go) => (letFirstCountGo = go));
    const isCount = (url: string) => new URL(url).pathname === '/api/messages/unread-count';
    const heldRequest = page.waitForRequest((r) => isCount(r.url()));
    await page.route('**/api/messages/unread-count', async (route) => {
      if (!firstCount) return route.continue();
      firstCount = false;
      const answer = await route.fetch();
      await firstCountHeld;
      await route.fulfill({ response: answer });
    });
    const read = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/messages/${unread.id}/read`,
    );
    await page.goto(`${MESSAGES}?message=${unread.id}`);
    await page.getByRole('heading', { level: 2, name: unread.subject }).waitFor({ timeout: 60_000 });
    // Once the message is read, the late answer comes, and the page has drawn whatever it does with it.
    await read;
    letFirstCountGo();
    await (await (await heldRequest).response())!.finished();
    await page
      .waitForFunction(
        (n) => document.querySelector('#msg-folder option[value="inbox"]')?.textContent === `Inbox (${n})`,
        before - 1,
      )
      .catch(() => undefined);
    await afterNextPaint(page);
    expect((await readJson<{ count: number }>(page, '/api/messages/unread-count')).count).toBe(before - 1);
    expect(await badge(page)).toBe(String(before - 1));
    await closePrompt(page);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.locator('.messages__list .msg-row').first().waitFor();
    expect(await inboxOption(page)).toBe(`Inbox (${before - 1})`);
    expect(await badge(page)).toBe(String(before - 1));
    await screenshot(page, 'messages-first-badge-360');
  });

  it.each([DESKTOP, PHONE])(
    "ben's reply about Oliver starts 'This reply relates to a message sent to Oliver Hartley - ' and is shown in Sent (%o)",
    async (viewport) => {
      const page = await open('ben', viewport);
      await page.goto(MESSAGES);
      await ready(page);
      const folders = await readJson<FoldersRead>(page, '/api/messages/folders');
      const oliver = folders.relatedEntities.find((e) => e.name === 'Oliver Hartley')!;
      expect(oliver).toBeDefined();
      if (viewport === PHONE) await page.getByRole('button', { name: 'Sort and filter' }).click();
      await page.getByLabel('Show messages for').selectOption(String(oliver.id));
      const his = await readJson<ListRead>(page, `/api/messages?folder=inbox&entityId=${oliver.id}`);
      const statement = his.items.find((m) => m.subject === "Oliver's Junior ISA statement")!;
      await page.locator('.messages__list .msg-row', { hasText: statement.subject }).getByRole('button').click();
      await page.getByRole('heading', { level: 2, name: statement.subject }).waitFor();
      await page.getByRole('button', { name: 'Reply' }).click();
      await page.getByText('This reply relates to a message sent to Oliver Hartley.').waitFor();
      const words = `Thanks, that is clear (${viewport.width})`;
      await page.getByLabel('Message').fill(words);
      await screenshot(page, `messages-first-ben-reply-${viewport.width}`);
      await page.getByRole('button', { name: 'Send' }).click();
      const row = page.locator('.messages__list .msg-row', { hasText: `RE: ${statement.subject}` }).first();
      await row.waitFor({ timeout: 60_000 });
      expect(await page.getByText(NO_MESSAGES_FOR_SELECTION).count()).toBe(0);
      const sent = folders.folders.find((f) => f.type === 'sent')!;
      expect(await page.getByLabel('Folder').inputValue()).toBe(sent.id);
      await row.getByRole('button').click();
      const body = page.locator('.msg-read__body');
      await body.waitFor();
      expect(
        (await body.innerText()).startsWith(`This reply relates to a message sent to Oliver Hartley - ${words}`),
      ).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `messages-first-ben-sent-${viewport.width}`);
    },
  );
});
