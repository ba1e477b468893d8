import type { Page } from 'playwright-core';
import { FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED } from '../../domain/messages/attachment-validation';
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
} from './support/browser-harness';
import { itemAt } from '../../domain/shared/present';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const MESSAGES = '/core/clients/documents-and-messages/';
const AMELIA = 10001;

interface Row {
  id: number;
  subject: string;
  read: boolean;
  important: boolean;
  createdDate: string;
}
interface ListRead {
  items: Row[];
  hasMore: boolean;
}
interface FoldersRead {
  folders: { id: string; name: string; type: string; unreadCount: number; unreadDisplay: string }[];
}
interface MessageRead {
  id: number;
  subject: string;
  attachments: { id: number; filename: string; downloadUrl: string }[];
}

/**
 * The documents and messages page in Chromium against the embedded sandbox (spec 3 §2 "Documents and
 * messages page", §4 "Reading and composing", §5, §6, §8 "Sending"). What the page shows is checked
 * against the portal's own reads, made from inside the signed-in page.
 */
describe('documents and messages in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(180_000);

  async function open(username: string, viewport = DESKTOP, tab: 'client' | 'adviser' = 'client'): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    expect(await signInThroughApi(page, username, { acceptCookies: true, tab })).toBe('LoginSuccess');
    return page;
  }
  const rows = (page: Page) => page.locator('.messages__list .msg-row');
  const subjects = (page: Page) =>
    page
      .locator('.messages__list .msg-row__subject')
      .evaluateAll((els) => els.map((e) => e.textContent.replace(/^Unread: /, '')));
  const badge = (page: Page) => page.locator('.top-bar .unread-badge [aria-hidden="true"]');
  /** The shell's review prompt is put away so that screenshots show the page. */
  async function ready(page: Page): Promise<void> {
    await page.getByRole('heading', { level: 1, name: 'Messages and documents' }).waitFor();
    await page.locator('.messages__list .msg-row, .messages__list .msg-empty').first().waitFor({ timeout: 60_000 });
    await closePrompt(page);
  }

  it('amelia reads an unread message: it loses its unread styling, the badge count drops and Next moves on', async () => {
    const page = await open('amelia');
    await page.goto(MESSAGES);
    await ready(page);
    const list = await readJson<ListRead>(page, '/api/messages?folder=inbox');
    expect(await subjects(page)).toEqual(list.items.map((m) => m.subject));
    const unreadBefore = (await readJson<{ count: number }>(page, '/api/messages/unread-count')).count;
    expect(unreadBefore).toBeGreaterThanOrEqual(3);
    await badge(page).waitFor();
    expect(await badge(page).innerText()).toBe(String(unreadBefore));
    expect(await page.locator('.messages__list .msg-row--unread').count()).toBe(
      list.items.filter((m) => !m.read).length,
    );

    const firstUnread = list.items.findIndex((m) => !m.read);
    const row = rows(page).nth(firstUnread);
    await row.getByRole('button').click();
    await page.getByRole('heading', { level: 2, name: itemAt(list.items, firstUnread).subject }).waitFor();
    await page.waitForFunction(
      (n) => document.querySelector('.top-bar .unread-badge [aria-hidden="true"]')?.textContent === String(n),
      unreadBefore - 1,
    );
    expect(await row.getAttribute('class')).not.toContain('msg-row--unread');
    expect((await readJson<{ count: number }>(page, '/api/messages/unread-count')).count).toBe(unreadBefore - 1);
    // The script in a sanitised body never runs, and its image with a data source stays.
    expect(await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).toBeUndefined();
    await expectAccessible(page);
    await screenshot(page, 'messages-amelia-reading-1280');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: itemAt(list.items, firstUnread + 1).subject }).waitFor();
  });

  it('filters by folder, sort and search, and loads more', async () => {
    const page = await open('amelia');
    await page.goto(MESSAGES);
    await ready(page);
    const first = await readJson<ListRead>(page, '/api/messages?folder=inbox');
    if (first.hasMore) {
      const second = await readJson<ListRead>(page, '/api/messages?folder=inbox&page=2');
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('.messages__list .msg-row').length === n,
        first.items.length + second.items.length,
      );
    }
    await page.getByLabel('Sort by').selectOption('subject');
    const bySubject = await readJson<ListRead>(page, '/api/messages?folder=inbox&sort=subject');
    await page.waitForFunction(
      (s) => document.querySelector('.messages__list .msg-row__subject')?.textContent?.replace(/^Unread: /, '') === s,
      itemAt(bySubject.items, 0).subject,
    );
    expect(await subjects(page)).toEqual(bySubject.items.map((m) => m.subject));

    const word = itemAt(first.items, 0)
      .subject.split(/\s+/)
      .find((w) => w.length > 3)!;
    await page.getByLabel('Search subjects').fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const found = await readJson<ListRead>(
      page,
      `/api/messages?folder=inbox&sort=subject&search=${encodeURIComponent(word)}`,
    );
    await page.waitForFunction(
      (n) => document.querySelectorAll('.messages__list .msg-row').length === n,
      found.items.length,
    );
    expect(await subjects(page)).toEqual(found.items.map((m) => m.subject));
    for (const s of await subjects(page)) expect(s.toLowerCase()).toContain(word.toLowerCase());

    await page.getByLabel('Search subjects').fill('zzzz no such subject');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(NO_MESSAGES_FOR_SELECTION).waitFor();

    await page.getByLabel('Search subjects').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const folders = await readJson<FoldersRead>(page, '/api/messages/folders');
    const important = folders.folders.find((f) => f.type === 'important')!;
    await page.getByLabel('Folder').selectOption(important.id);
    const imp = await readJson<ListRead>(page, `/api/messages?folder=${important.id}&sort=subject`);
    await page.waitForFunction(
      (n) => document.querySelectorAll('.messages__list .msg-row').length === n,
      imp.items.length,
    );
    expect(imp.items.length).toBeGreaterThanOrEqual(1);
    expect(imp.items.every((m) => m.important)).toBe(true);
  });

  it('downloads an attachment through the confirmation modal', async () => {
    const page = await open('amelia');
    await page.goto(MESSAGES);
    await ready(page);
    const list = await readJson<ListRead>(page, '/api/messages?folder=inbox');
    let withFile: MessageRead | undefined;
    for (const m of list.items) {
      const full = await readJson<MessageRead>(page, `/api/messages/${m.id}`);
      if (full.attachments.length) {
        withFile = full;
        break;
      }
    }
    expect(withFile).toBeDefined();
    const index = list.items.findIndex((m) => m.id === withFile!.id);
    await rows(page).nth(index).getByRole('button').click();
    const file = itemAt(withFile!.attachments, 0);
    await page.getByRole('button', { name: `Download ${file.filename}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Download attachment' });
    await dialog.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'messages-amelia-download-modal-1280');
    await dialog.getByRole('button', { name: 'No' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: `Download ${file.filename}` }).click();
    // Watching for the spinner starts before the click: on a busy machine its 3 seconds can pass quickly.
    const spinner = page.getByRole('status').filter({ hasText: `Downloading ${file.filename}` });
    const [request] = await Promise.all([
      page.context().waitForEvent('request', (r) => r.url().endsWith(file.downloadUrl)),
      spinner.waitFor(),
      page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click(),
    ]);
    // A new tab asked for the attachment's own address; the BFF answers it as a download with the file's name.
    // A popup's first navigation can be issued before its frame exists: then it is surely not this page's frame.
    const fromAnotherTab = (() => {
      try {
        return request.frame().page() !== page;
      } catch {
        return request.isNavigationRequest();
      }
    })();
    expect(fromAnotherTab).toBe(true);
    const head = await page.evaluate(async (u) => {
      const r = await fetch(u, { credentials: 'same-origin' });
      return {
        status: r.status,
        disposition: r.headers.get('content-disposition'),
        size: (await r.arrayBuffer()).byteLength,
      };
    }, file.downloadUrl);
    expect(head.status).toBe(200);
    expect(head.disposition).toContain(encodeURIComponent(file.filename));
    expect(head.size).toBeGreaterThan(0);
    // The spinner goes after 3 seconds.
    await spinner.waitFor({ state: 'detached', timeout: 5000 });
  });

  it("composes with two attachments, sees it in Sent, and is refused a '.exe' and a 10,000,001-byte file with the spec's texts", async () => {
    const page = await open('amelia');
    await page.goto(`${MESSAGES}?compose=true`);
    await page.getByRole('heading', { name: 'New message' }).waitFor();
    const subject = `Two files ${Date.now()}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Please see the two attached files.');
    await page.getByLabel('Add attachments').setInputFiles([
      { name: 'setup.EXE', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10_000_001, 0x25) },
    ]);
    const chips = page.locator('.chip');
    expect(await chips.locator('.chip__error').allInnerTexts()).toEqual([FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE]);
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'messages-amelia-compose-refused-1280');
    await page.getByRole('button', { name: 'Remove setup.EXE' }).click();
    await page.getByRole('button', { name: 'Remove huge.pdf' }).click();

    await page.getByLabel('Add attachments').setInputFiles([
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
    ]);
    expect(await chips.count()).toBe(2);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message sent successfully.').first().waitFor({ timeout: 60_000 });
    const folders = await readJson<FoldersRead>(page, '/api/messages/folders');
    const sent = folders.folders.find((f) => f.type === 'sent')!;
    await page.waitForFunction((id) => document.querySelector<HTMLSelectElement>('#msg-folder')?.value === id, sent.id);
    await page.locator('.messages__list .msg-row__subject', { hasText: subject }).waitFor();
    await page.locator('.messages__list .msg-row__subject', { hasText: subject }).click();
    await page.getByRole('heading', { level: 2, name: subject }).waitFor();
    expect(await page.locator('.doc-card__name').allInnerTexts()).toEqual(['notes.pdf', 'photo.png']);
    const sentList = await readJson<ListRead>(
      page,
      `/api/messages?folder=${sent.id}&search=${encodeURIComponent(subject)}`,
    );
    expect(sentList.items.map((m) => m.subject)).toEqual([subject]);
  });

  it("links one account in compose: the sent message's body shows its 'Ref: description - external id' line", async () => {
    const page = await open('amelia');
    await page.goto(`${MESSAGES}?compose=true`);
    await page.getByRole('heading', { name: 'New message' }).waitFor();
    const subject = `About one account ${Date.now()}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Please look at this account.');
    const linkable = await readJson<{
      mayLink: boolean;
      accounts: { id: number; description: string; externalId: string }[];
    }>(page, '/api/messages/compose/accounts');
    expect(linkable.mayLink).toBe(true);
    const account = itemAt(linkable.accounts, 0);
    await page.getByText('Related accounts', { exact: true }).click();
    await page.getByRole('checkbox', { name: account.description }).check();
    await expectAccessible(page);
    await screenshot(page, 'messages-amelia-compose-accounts-1280');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Message sent successfully.').first().waitFor({ timeout: 60_000 });
    await page.locator('.messages__list .msg-row__subject', { hasText: subject }).click();
    await page.getByRole('heading', { level: 2, name: subject }).waitFor();
    await page.getByText(`Ref: ${account.description} - ${account.externalId}`).waitFor();
  });

  it("shows the server's refusal of a file (executable content named .pdf) on its chip, Send disabled until it is removed", async () => {
    const page = await open('amelia');
    await page.goto(`${MESSAGES}?compose=true`);
    await page.getByRole('heading', { name: 'New message' }).waitFor();
    await page.getByLabel('Subject').fill(`Disguised ${Date.now()}`);
    await page.getByLabel('Add attachments').setInputFiles([
      {
        name: 'statement.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(100)]),
      },
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    const refused = page.locator('.chip', { hasText: 'statement.pdf' }).locator('.chip__error');
    await refused.waitFor();
    expect(await refused.innerText()).toBe(FILE_TYPE_NOT_ALLOWED);
    expect(await page.locator('.chip', { hasText: 'notes.pdf' }).locator('.chip__error').count()).toBe(0);
    expect(await send.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove statement.pdf' }).click();
    expect(await send.isDisabled()).toBe(false);
  });

  it('when an attachment fails, the message is still in Sent, the answer names the failed file, and a retry stores it without a second message', async () => {
    const page = await open('amelia');
    await page.goto(`${MESSAGES}?compose=true`);
    await page.getByRole('heading', { name: 'New message' }).waitFor();
    const subject = `Half sent ${Date.now()}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Add attachments').setInputFiles([
      { name: 'first.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      { name: 'second.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    // The sandbox refuses the next upload once, as the platform would.
    rig.portal.sandbox!.state.messages.failNextAttachment = true;
    await page.getByRole('button', { name: 'Send' }).click();
    const outcome = page.getByRole('alert').filter({ hasText: 'There has been a problem sending your attachments.' });
    await outcome.waitFor({ timeout: 60_000 });
    expect(await outcome.locator('.send-outcome__stored li').allInnerTexts()).toEqual(['second.pdf']);
    expect(await outcome.locator('.send-outcome__failed li').allInnerTexts()).toEqual(['first.pdf']);
    await expectAccessible(page);
    await screenshot(page, 'messages-amelia-attachment-failed-1280');
    await page.getByRole('button', { name: 'Try the failed attachments again' }).click();
    await page.getByText('Message sent successfully.').first().waitFor({ timeout: 60_000 });
    const folders = await readJson<FoldersRead>(page, '/api/messages/folders');
    const sent = folders.folders.find((f) => f.type === 'sent')!;
    const sentList = await readJson<ListRead>(
      page,
      `/api/messages?folder=${sent.id}&search=${encodeURIComponent(subject)}`,
    );
    expect(sentList.items.map((m) => m.subject)).toEqual([subject]);
    const full = await readJson<MessageRead>(page, `/api/messages/${itemAt(sentList.items, 0).id}`);
    expect(full.attachments.map((a) => a.filename).sort()).toEqual(['first.pdf', 'second.pdf']);
  });

  it('a failed attachment can still be retried from Sent after leaving the result screen', async () => {
    const page = await open('amelia');
    await page.goto(`${MESSAGES}?compose=true`);
    await page.getByRole('heading', { name: 'New message' }).waitFor();
    const subject = `Retry later ${Date.now()}`;
    const first = { name: 'first.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%first\n%%EOF\n') };
    await page.getByLabel('Subject').fill(subject);
    await page
      .getByLabel('Add attachments')
      .setInputFiles([
        first,
        { name: 'second.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      ]);
    rig.portal.sandbox!.state.messages.failNextAttachment = true;
    await page.getByRole('button', { name: 'Send' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'There has been a problem sending your attachments.' })
      .waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Back to messages' }).click();
    const folders = await readJson<FoldersRead>(page, '/api/messages/folders');
    const sent = folders.folders.find((f) => f.type === 'sent')!;
    await page.locator('#msg-folder').selectOption(sent.id);
    await page.locator('.messages__list .msg-row__subject', { hasText: subject }).click();
    await page.getByRole('heading', { level: 2, name: subject }).waitFor();
    const waiting = page.locator('.pending-files');
    await waiting.getByRole('heading', { name: 'Attachments not stored' }).waitFor();
    expect(await waiting.locator('.pending-files__name').allInnerTexts()).toEqual(['first.pdf']);
    expect(await page.locator('.doc-card__name').allInnerTexts()).toEqual(['second.pdf']);
    await expectAccessible(page);
    await screenshot(page, 'messages-amelia-pending-retry-1280');
    await page.getByLabel('Retry first.pdf').setInputFiles(first);
    await waiting.waitFor({ state: 'detached', timeout: 60_000 });
    await page.locator('.doc-card__name', { hasText: 'first.pdf' }).waitFor();
    expect((await page.locator('.doc-card__name').allInnerTexts()).sort()).toEqual(['first.pdf', 'second.pdf']);
  });

  it('opens the reading pane in view at 1280 px when a row low on a long list is chosen', async () => {
    const page = await open('amelia');
    await page.goto(MESSAGES);
    await ready(page);
    const last = rows(page).last();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await last.getByRole('button').click();
    const pane = page.getByRole('region', { name: 'Reading pane' });
    await pane.locator('#msg-read-subject').waitFor();
    const box = (await pane.locator('#msg-read-subject').boundingBox())!;
    const height = page.viewportSize()!.height;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    await screenshot(page, 'messages-low-row-open-1280');
  });

  it("home's Action required panel counts what waits, and one click opens the document to sign or the important message", async () => {
    const page = await open('amelia');
    await page.goto('/core/clients/home/');
    const panel = page.getByRole('region', { name: 'Action required' });
    await panel.waitFor({ timeout: 60_000 });
    const attention = await readJson<{ importantUnread: number; toBeSigned: number }>(page, '/api/messages/attention');
    const pending = await readJson<{
      items: { id: number; filename: string; title: string; dueDate: string; overdue: boolean }[];
    }>(page, '/api/signing/pending');
    expect(attention.toBeSigned).toBeGreaterThanOrEqual(1);
    await panel
      .getByRole('link', {
        name: `${attention.toBeSigned} document${attention.toBeSigned === 1 ? '' : 's'} to be signed`,
      })
      .waitFor();
    if (attention.importantUnread > 0)
      await panel.getByRole('link', { name: new RegExp(`^${attention.importantUnread} important message`) }).waitFor();
    // Soonest due first.
    const signLinks = await panel.locator('a', { hasText: /^Sign: / }).allInnerTexts();
    const soonest = [...pending.items].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    // Each by its title ('Joint Account Mandate'), not its file name.
    expect(signLinks).toEqual(soonest.map((d) => `Sign: ${d.title}`));
    expect(soonest.every((d) => d.title !== d.filename)).toBe(true);
    expect(await panel.locator('.due--overdue').count()).toBe(pending.items.filter((d) => d.overdue).length);
    await expectAccessible(page);

    const soonestTitle = itemAt(soonest, 0).title;
    await panel.getByRole('link', { name: `Sign: ${soonestTitle}` }).click();
    await page.waitForURL(/toBeSigned=true/);
    await page.getByRole('heading', { level: 2, name: soonestTitle }).waitFor({ timeout: 60_000 });
    await page.locator('iframe.signing__frame').waitFor();
  });

  it('home and the messages page list the same Action required items from one source, the postponed review one click from the annual review page', async () => {
    const page = await open('amelia');
    await page.goto('/core/clients/home/');
    const panel = page.getByRole('region', { name: 'Action required' });
    await panel.waitFor({ timeout: 60_000 });
    // Her review is InProgress: once its prompt is put away, the panel lists it (spec 2 §2).
    await page
      .getByRole('button', { name: /^Close: / })
      .first()
      .click({ timeout: 30_000 });
    const review = panel.getByRole('link', { name: 'Start Review' });
    await review.waitFor();
    expect(await review.getAttribute('href')).toBe('/core/clients/annual-review/');
    await panel.getByText('You have chosen to postpone your suitability review.').waitFor();
    const items = (p: Page) =>
      p.getByRole('region', { name: 'Action required' }).locator('.action-required__item').allInnerTexts();
    const onHome = await items(page);
    const links = async (p: Page) =>
      p
        .getByRole('region', { name: 'Action required' })
        .locator('.action-required__item a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const homeLinks = await links(page);

    await page.goto(MESSAGES);
    await ready(page);
    // Folded on the messages page, where the messages come first: one click opens it.
    await page.getByRole('region', { name: 'Action required' }).locator('summary').click();
    await page.getByRole('region', { name: 'Action required' }).getByRole('link', { name: 'Start Review' }).waitFor();
    expect(await items(page)).toEqual(onHome);
    expect(await links(page)).toEqual(homeLinks);
    expect(homeLinks.every((h) => !!h)).toBe(true);
  });

  it('dmitri lands on messages and sees announcement 135; erin too; amelia at Portfolio does not', async () => {
    for (const who of ['dmitri', 'erin']) {
      const page = await open(who);
      await page.goto('/core/clients/');
      await page.waitForURL(/documents-and-messages/);
      await ready(page);
      await page.getByRole('heading', { name: 'Secure messages' }).waitFor();
      expect(await page.locator('.announcement [data-hash], .announcement').count()).toBeGreaterThan(0);
      expect(await page.locator('.announcement script').count()).toBe(0);
      if (who === 'dmitri') {
        await expectAccessible(page);
        await screenshot(page, 'messages-dmitri-announcement-1280');
      }
    }
    const page = await open('amelia');
    await page.goto(MESSAGES);
    await ready(page);
    expect(await page.getByRole('heading', { name: 'Secure messages' }).count()).toBe(0);
  });

  it("the adviser's view of amelia: no compose, Sent, To be signed or reply; read status markers", async () => {
    const page = await open('adviser', DESKTOP, 'adviser');
    const status = await page.evaluate(async (clientId) => {
      const { csrfToken } = await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json();
      const res = await fetch('/api/advisers/client-in-context', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({ clientId }),
      });
      return res.status;
    }, AMELIA);
    expect(status).toBe(200);
    await page.goto(MESSAGES);
    await ready(page);
    expect(await page.getByRole('button', { name: 'Compose' }).count()).toBe(0);
    const folderNames = await page.locator('#msg-folder option').allInnerTexts();
    expect(folderNames.some((n) => /^Sent/.test(n) || /^To be signed/.test(n))).toBe(false);
    expect(await page.locator('.messages__list .msg-row--unread').count()).toBe(0);
    const tags = await page.locator('.messages__list .msg-row .tag').allInnerTexts();
    expect(tags.filter((t) => t === 'Read' || t === 'Unread').length).toBe(await rows(page).count());
    const unreadBefore = await readJson<ListRead>(page, '/api/messages?folder=inbox');
    await rows(page).first().getByRole('button').click();
    await page.locator('.msg-read__subject').waitFor();
    expect(await page.getByRole('button', { name: 'Reply' }).count()).toBe(0);
    // An adviser reading leaves the client's unread state as it was.
    expect((await readJson<ListRead>(page, '/api/messages?folder=inbox')).items.map((m) => m.read)).toEqual(
      unreadBefore.items.map((m) => m.read),
    );
    expect(await page.locator('.top-bar .unread-badge').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'messages-adviser-amelia-1280');
  });

  it('at 360 px: the list, then the message alone with a Close button back to the list, with no sideways scrolling', async () => {
    const page = await open('amelia', PHONE);
    await page.goto(MESSAGES);
    await ready(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'messages-amelia-list-360');
    await rows(page).first().getByRole('button').click();
    await page.locator('.msg-read__subject').waitFor();
    expect(await page.locator('.messages__list').count()).toBe(0);
    // The pane replaced the list: focus moved to the message's heading.
    await page.waitForFunction(() => document.activeElement?.id === 'msg-read-subject');
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'messages-amelia-reading-360');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.locator('.messages__list').waitFor();
    // Back on the list, focus is on the row that was open.
    await page.waitForFunction(
      () =>
        document.activeElement?.classList.contains('msg-row__button') &&
        document.activeElement.closest('li') === document.querySelector('.messages__list .msg-row'),
    );
    await page.goto(`${MESSAGES}?compose=true`);
    await page.getByRole('heading', { name: 'New message' }).waitFor();
    // The file chooser is a 44 px target; a long file name wraps within its name, its extension kept whole.
    expect((await page.getByLabel('Add attachments').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.getByLabel('Add attachments').setInputFiles([
      {
        name: 'Quarterly-portfolio-statement-for-Amelia-and-Ben-2026-Q3-final.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    ]);
    const ext = page.locator('.chip .file-name__ext');
    expect(await ext.innerText()).toBe('.pdf');
    const line = await page
      .locator('.chip .file-name__base')
      .evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
    expect((await ext.boundingBox())!.height).toBeLessThan(line * 1.5);
    await page.getByText('Related accounts', { exact: true }).click();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'messages-amelia-compose-360');
  });

  it("at 360 px a message that is missing or someone else's replaces the list like any message: the text in view, focus on it", async () => {
    const dmitri = await open('dmitri');
    const his = itemAt((await readJson<ListRead>(dmitri, '/api/messages?folder=inbox')).items, 0).id;
    await dmitri.close();
    const page = await open('amelia', PHONE);
    for (const id of [999999999, his]) {
      await page.goto(`${MESSAGES}?message=${id}`);
      const missing = page.getByText('This message is not available. It may have been removed, or it is not yours.');
      await missing.waitFor({ timeout: 60_000 });
      expect(await page.locator('.messages__list').count()).toBe(0);
      await page.waitForFunction(() => document.activeElement?.id === 'msg-read-missing');
      // Focus brought the text into view.
      const box = (await missing.boundingBox())!;
      expect([box.y >= 0, box.y + box.height <= PHONE.height]).toEqual([true, true]);
      expect(await noSidewaysScroll(page)).toBe(true);
    }
    await closePrompt(page);
    await expectAccessible(page);
    await screenshot(page, 'messages-amelia-missing-360');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.locator('.messages__list').waitFor();
  });

  it('at 1280 px the reading pane expands over the list and shrinks back', async () => {
    const page = await open('amelia');
    await page.goto(MESSAGES);
    await ready(page);
    await rows(page).nth(1).getByRole('button').click();
    await page.locator('.msg-read__subject').waitFor();
    await page.getByRole('button', { name: 'Expand' }).click();
    expect(await page.locator('.messages__list').count()).toBe(0);
    await page.getByRole('button', { name: 'Shrink' }).click();
    await page.locator('.messages__list').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'messages-amelia-1280');
  });
});
