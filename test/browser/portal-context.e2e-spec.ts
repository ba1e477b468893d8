import { chromium, type Page, type Route } from 'playwright-core';
import {
  type BrowserRig,
  acceptCookies,
  closePrompt,
  expectAccessible,
  newPage,
  noSidewaysScroll,
  PASSWORD,
  screenshot,
  signIn,
  useRig,
} from './support/browser-harness';
import { afterNextPaint } from './support/after-next-paint';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const MESSAGES = '/core/clients/documents-and-messages/';
const CLIENT_LIST = '/core/advisers/client-list/';
const AMELIA = 10001;
const BEN = 10002;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

interface ListRead {
  items: { id: number; subject: string }[];
}

/** POST /api/advisers/client-in-context from inside the page (its cookie jar), outside the web app. */
function chooseThroughApi(page: Page, clientId: number): Promise<number> {
  return page.evaluate(async (id) => {
    const { csrfToken } = await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json();
    const res = await fetch('/api/advisers/client-in-context', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ clientId: id }),
    });
    return res.status;
  }, clientId);
}

/** The subjects of the first page of the inbox of whoever the session acts for. */
async function inboxSubjects(page: Page): Promise<string[]> {
  const list = await page.evaluate(async () =>
    (await fetch('/api/messages?folder=inbox', { credentials: 'same-origin' })).json(),
  );
  return (list as ListRead).items.map((m) => m.subject);
}

/** Subjects in `mine` that `theirs` does not hold (joint documents show to both partners). */
const only = (mine: string[], theirs: string[]) => [...new Set(mine.filter((s) => !theirs.includes(s)))];

/**
 * Watches the page from now on: every time its text changes, a rule may record a leak (text that must
 * never be on the screen, even for a moment). Read with leaks().
 */
async function watch(page: Page, rules: { whenShown?: string; never: string[] }[]): Promise<void> {
  await page.evaluate((rs) => {
    const w = window as unknown as { __leaks: string[] };
    w.__leaks = [];
    const check = () => {
      const text = document.body.textContent ?? '';
      for (const r of rs) {
        if (r.whenShown && !text.includes(r.whenShown)) continue;
        for (const n of r.never) if (text.includes(n)) w.__leaks.push(`${r.whenShown ?? 'any time'}: ${n}`);
      }
    };
    check();
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, rules);
}

const leaks = (page: Page) => page.evaluate(() => [...new Set((window as unknown as { __leaks: string[] }).__leaks)]);

const listSubjects = (page: Page) =>
  page
    .locator('.messages__list .msg-row__subject')
    .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/^Unread: /, '')));

async function messagesReady(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Messages and documents' }).waitFor();
  await page.locator('.messages__list .msg-row, .messages__list .msg-empty').first().waitFor({ timeout: 60_000 });
  await closePrompt(page);
}

/** Everything this origin keeps in the browser (local and session storage), as one text. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]));

/**
 * Holds the answers the portal makes for one context (named by X-Portal-Context) until released: the
 * requests still in flight for a client when the user moves on. Every other answer goes straight through.
 */
async function holdAnswersFor(
  page: Page,
  context: () => string | null,
): Promise<{ held: () => number; heldPaths: () => string[]; release: () => Promise<void> }> {
  const held: (() => Promise<void>)[] = [];
  const paths: string[] = [];
  // The page counts its API calls still waiting for an answer (in this document and any it loads next).
  const countCalls = () => {
    const w = window as unknown as { __apiCalls?: number; fetch: typeof fetch };
    if (w.__apiCalls !== undefined) return;
    w.__apiCalls = 0;
    const real = w.fetch.bind(window);
    w.fetch = (input, init) => {
      if (!String(input instanceof Request ? input.url : input).includes('/api/')) return real(input, init);
      w.__apiCalls!++;
      return real(input, init).finally(() => w.__apiCalls!--);
    };
  };
  await page.addInitScript(countCalls);
  await page.evaluate(countCalls);
  await page.route('**/api/**', async (route: Route) => {
    const response = await route.fetch();
    const key = context();
    if (key && response.headers()['x-portal-context'] === key) {
      const url = new URL(route.request().url());
      paths.push(`${url.pathname}${url.search}`);
      held.push(() => route.fulfill({ response }));
    } else await route.fulfill({ response });
  });
  return {
    held: () => held.length,
    heldPaths: () => [...paths],
    /** Lets the held answers go, and comes back once the page has had (or given up on) every answer it waited for, and drawn what it did with them. */
    release: async () => {
      for (const fulfil of held.splice(0)) await fulfil().catch(() => undefined);
      await page.waitForFunction(() => (window as unknown as { __apiCalls: number }).__apiCalls === 0);
      await afterNextPaint(page);
    },
  };
}

describe('the client in context across tabs, switches and sign-out, in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(240_000);

  it("one adviser, two tabs: the tab left on amelia never shows 'Viewing Amelia Hartley' over ben's messages; it reloads and says so", async () => {
    const { context, page: a } = await newPage(rig, DESKTOP);
    await signIn(a, 'adviser', { tab: 'adviser', acceptCookies: true });
    // Whose messages are whose, read the way the page reads them.
    expect(await chooseThroughApi(a, BEN)).toBe(200);
    const benSubjects = await inboxSubjects(a);
    expect(await chooseThroughApi(a, AMELIA)).toBe(200);
    const ameliaSubjects = await inboxSubjects(a);
    const benOnly = only(benSubjects, ameliaSubjects);
    const ameliaOnly = only(ameliaSubjects, benSubjects);
    expect(benOnly.length).toBeGreaterThan(0);
    expect(ameliaOnly.length).toBeGreaterThan(0);

    // Tab A: amelia's messages.
    await a.goto(MESSAGES);
    await messagesReady(a);
    await a.getByRole('link', { name: 'Viewing Amelia Hartley' }).waitFor();
    expect((await listSubjects(a)).some((s) => ameliaOnly.includes(s))).toBe(true);
    await watch(a, [
      { whenShown: 'Viewing Amelia Hartley', never: benOnly },
      { whenShown: 'Viewing Ben Hartley', never: ameliaOnly },
    ]);

    // Tab B, same browser: the client list, then ben.
    const b = await context.newPage();
    await b.goto(CLIENT_LIST);
    await b.getByRole('heading', { level: 1, name: 'Your Clients' }).waitFor();
    await b.getByLabel('Client name').fill('Ben');
    await b.getByRole('button', { name: 'Search' }).click();
    await b.getByRole('button', { name: 'Ben Hartley', exact: true }).click();
    await b.getByRole('link', { name: 'Viewing Ben Hartley' }).waitFor();

    // Back in tab A the adviser opens a message: amelia's, as far as the page knows.
    await a.bringToFront();
    await a.locator('.messages__list .msg-row').first().getByRole('button').click();
    const notice = a.getByRole('status').filter({ hasText: 'You are now viewing Ben Hartley in another tab.' });
    await notice.waitFor();
    await a.getByRole('link', { name: 'Viewing Ben Hartley' }).waitFor();
    await messagesReady(a);
    expect(await a.getByRole('link', { name: 'Viewing Amelia Hartley' }).count()).toBe(0);
    const shown = await listSubjects(a);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((s) => ameliaOnly.includes(s))).toEqual([]);
    expect(shown.some((s) => benOnly.includes(s))).toBe(true);
    expect(await leaks(a)).toEqual([]);
    await screenshot(a, 'portal-context-other-tab-ben-1280');
    await expectAccessible(a);
    await a.setViewportSize(PHONE);
    await notice.waitFor();
    expect(await noSidewaysScroll(a)).toBe(true);
    await screenshot(a, 'portal-context-other-tab-ben-360');
    await expectAccessible(a);
    await a.setViewportSize(DESKTOP);

    // Closing the notice takes it away; the page stays on ben.
    await a.getByRole('button', { name: 'Close this notice' }).click();
    expect(await a.getByText('in another tab.').count()).toBe(0);

    // Tab B goes back to the client list: tab A's next step lands there too, saying why.
    await b.bringToFront();
    await b.getByRole('link', { name: 'Viewing Ben Hartley' }).click();
    await b.getByRole('heading', { level: 1, name: 'Your Clients' }).waitFor();
    await a.bringToFront();
    await a.locator('.messages__list .msg-row').first().getByRole('button').click();
    await a.getByRole('status').filter({ hasText: 'You are now viewing your client list in another tab.' }).waitFor();
    await a.getByRole('heading', { level: 1, name: 'Your Clients' }).waitFor();
    expect(await a.getByRole('link', { name: /^Viewing / }).count()).toBe(0);
    expect(await leaks(a)).toEqual([]);
    await screenshot(a, 'portal-context-other-tab-client-list-1280');
    await expectAccessible(a);
  });

  it('an adviser who switches client with the network slowed never sees an answer still in flight for the previous one', async () => {
    const { page } = await newPage(rig, DESKTOP);
    await signIn(page, 'adviser', { tab: 'adviser', acceptCookies: true });
    const adviserId = (await page.evaluate(async () => (await (await fetch('/api/session')).json()).user.id)) as number;
    expect(await chooseThroughApi(page, AMELIA)).toBe(200);

    // amelia's home: her performance, as the chart's summary words it.
    await page.goto('/core/clients/home/');
    await page.getByRole('link', { name: 'Viewing Amelia Hartley' }).waitFor();
    const ameliaPerformance = await performanceSummary(page);
    await closePrompt(page);
    await openMessagesLink(page);
    await messagesReady(page);

    // From now on amelia's answers are slow: her home is still loading when the adviser moves on.
    let holding: string | null = `${adviserId}:${AMELIA}`;
    const network = await holdAnswersFor(page, () => holding);
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(/\/clients\/home\/$/);
    await waitUntil(() => network.heldPaths().some((p) => p.startsWith('/api/analysis/performance')));

    await page.getByRole('link', { name: 'Viewing Amelia Hartley' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Clients' }).waitFor();
    await page.getByLabel('Client name').fill('Ben');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Ben Hartley', exact: true }).click();
    await page.getByRole('link', { name: 'Viewing Ben Hartley' }).waitFor();
    await page.waitForURL(/\/clients\/home\/$/);
    const benPerformance = await performanceSummary(page);
    expect(benPerformance).not.toBe(ameliaPerformance);
    await watch(page, [{ never: ['Viewing Amelia Hartley', ameliaPerformance] }]);

    // amelia's answers finally arrive: none of them is shown.
    expect(network.held()).toBeGreaterThanOrEqual(2);
    holding = null;
    await network.release();
    expect(await leaks(page)).toEqual([]);
    expect(await performanceSummary(page)).toBe(benPerformance);
    expect(await page.locator('.toast').count()).toBe(0);
    expect(await page.getByText('in another tab.').count()).toBe(0);
    expect(await storedText(page)).not.toContain(ameliaPerformance);
    await closePrompt(page);
    await screenshot(page, 'portal-context-switch-slow-network-1280');
  });

  it('after sign-out another user signing in on the same browser sees nothing of the previous one, even with her answers still in flight', async () => {
    const { page } = await newPage(rig, PHONE);
    await signIn(page, 'ben', { acceptCookies: true });
    const benSubjects = await inboxSubjects(page);
    await signIn(page, 'amelia', { acceptCookies: true });
    const ameliaId = (await page.evaluate(async () => (await (await fetch('/api/session')).json()).user.id)) as number;
    const ameliaSubjects = await inboxSubjects(page);
    const ameliaOnly = only(ameliaSubjects, benSubjects);

    await page.goto('/core/clients/home/');
    await page.getByRole('heading', { level: 2, name: 'Your assets' }).waitFor();
    await closePrompt(page);
    // From now on amelia's answers are slow: her messages page is still loading when she signs out.
    let holding: string | null = `${ameliaId}:${AMELIA}`;
    const network = await holdAnswersFor(page, () => holding);
    await openMessagesLink(page);
    await waitUntil(() => network.held() >= 2);

    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/core\/login\/\?reason=UserLoggedOut$/);
    await watch(page, [{ never: ['Amelia', ...ameliaOnly] }]);
    await page.getByLabel('Username').fill('ben');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/core\/clients\//);
    await page.getByRole('heading', { level: 2, name: 'Your assets' }).waitFor();
    await closePrompt(page);
    await openMessagesLink(page);
    await messagesReady(page);
    const badge = await page.locator('.top-bar .unread-badge').allTextContents();
    holding = null;
    await network.release();
    expect(await leaks(page)).toEqual([]);
    expect(await page.locator('.top-bar .unread-badge').allTextContents()).toEqual(badge);
    const stored = await storedText(page);
    expect(stored).not.toContain('Amelia');
    for (const subject of ameliaOnly) expect(stored).not.toContain(subject);
    await screenshot(page, 'portal-context-next-user-360');
  });

  it('the Back button after sign-out shows no client data, whether the page is this one or an earlier one kept by the browser', async () => {
    // Chromium with its back/forward cache on, as people use it (automation turns it off by default).
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    });
    try {
      const context = await browser.newContext({ viewport: DESKTOP, baseURL: rig.baseUrl, locale: 'en-GB' });
      // A page the browser restores from its back/forward cache says so.
      await context.addInitScript(() =>
        window.addEventListener(
          'pageshow',
          (e) => e.persisted && sessionStorage.setItem('restored', location.pathname),
        ),
      );
      const page = await context.newPage();
      await signIn(page, 'amelia');
      await acceptCookies(page);
      const subjects = await inboxSubjects(page);
      const home = await page.goto('/core/clients/home/');
      expect(home!.headers()['cache-control']).toBe('no-store');
      await page.getByRole('heading', { level: 2, name: 'Your assets' }).waitFor();
      await closePrompt(page);
      // A second document: the messages page, loaded afresh; then home again inside it.
      await page.goto(MESSAGES);
      await messagesReady(page);
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Home' }).click();
      await page.getByRole('heading', { level: 2, name: 'Your assets' }).waitFor();
      await page.getByRole('button', { name: 'My Account' }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(/\/core\/login\/\?reason=UserLoggedOut$/);
      await watch(page, [{ never: ['Amelia', ...subjects.slice(0, 5)] }]);

      // Back, inside this document: the messages page's address, which finds nobody signed in.
      await page.goBack();
      await page.waitForURL(/\/core\/login$/);
      await page.getByLabel('Username').waitFor();
      await afterNextPaint(page);
      expect(await leaks(page)).toEqual([]);

      // Back again, to the home page's own document.
      await page.goBack({ waitUntil: 'commit' });
      // Shown: loaded afresh, or restored from the cache (which would record it).
      await page.waitForLoadState('load');
      // Not the home page as it was, from the browser's back/forward cache...
      expect(await page.evaluate(() => sessionStorage.getItem('restored'))).toBeNull();
      expect((await page.textContent('body')) ?? '').not.toContain('Amelia');
      // ...but the page loaded afresh, which finds nobody signed in.
      await page.waitForURL(/\/core\/login/, { timeout: 30_000 });
      await page.getByLabel('Username').waitFor();
      const text = (await page.textContent('body')) ?? '';
      expect(text).not.toContain('Amelia');
      for (const s of subjects.slice(0, 5)) expect(text).not.toContain(s);
      expect(await page.getByRole('link', { name: 'Home' }).count()).toBe(0);
      await screenshot(page, 'portal-context-back-after-sign-out-1280');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'portal-context-back-after-sign-out-360');
      await context.close();
    } finally {
      await browser.close();
    }
  });
});

/** The home page's performance chart, in the words of its summary ('Value from … started at £…, ended at £…'). */
async function performanceSummary(page: Page): Promise<string> {
  const summary = page.getByText(/^Value from .* started at /).first();
  await summary.waitFor({ state: 'attached', timeout: 60_000 });
  return (await summary.textContent()) ?? '';
}

/** The top bar's link (at 360 px too), so the page changes inside the app: nothing is reloaded. */
async function openMessagesLink(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: /^Messages and documents/ })
    .click();
  await page.waitForURL(/documents-and-messages\/$/);
}

async function waitUntil(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
