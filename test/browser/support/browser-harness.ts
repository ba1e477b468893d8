/// <reference lib="dom" />
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { createPortalApp, PortalApp } from '../../../bff/app.factory';
import type { PortalConfig } from '../../../bff/config/portal-config';
import { CODE, onEmbeddedSandbox, PASSWORD } from '../../support/portal-harness';
import { afterNextPaint } from './after-next-paint';
import { PagePool } from './page-pool';

/** The personas' shared password and sign-in code, as the API suites use them. */
export { CODE, PASSWORD };
export const ARTIFACTS = join(__dirname, '..', '..', '..', 'test-artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const BROWSER_SUITE_PLATFORM_MS = 30_000;
const WEB_INDEX = join(__dirname, '..', '..', '..', 'web', 'dist', 'index.html');

export interface BrowserRig {
  portal: PortalApp;
  baseUrl: string;
  browser: Browser;
  /** The suite's browser profiles, reused between its tests (see page-pool.ts). */
  pages: PagePool;
  close(): Promise<void>;
}

/**
 * The portal on the embedded sandbox, listening on a free port and serving the built web app,
 * with Debian's Chromium driven by playwright-core (never a downloaded browser).
 */
export async function startRig(config: Partial<PortalConfig> = {}): Promise<BrowserRig> {
  if (!existsSync(WEB_INDEX)) throw new Error('web/dist is missing: run npm run build:web first (npm test does).');
  if (!existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  const portal = await createPortalApp({
    config: {
      sandboxPort: 0,
      platformUrl: undefined,
      ...onEmbeddedSandbox(config),
      redisUrl: undefined,
      sessionSecret: 'browser-test-secret-'.padEnd(40, 'b'),
      // The embedded sandbox computes on the test's own event loop, beside Chromium and another suite on two
      // cores: a cold first read can pass the 8 s production deadline there. The deadline itself is tested
      // in test/bff (platform faults); these suites test the screens.
      platformTimeoutMs: BROWSER_SUITE_PLATFORM_MS,
      platformDeadlineMs: BROWSER_SUITE_PLATFORM_MS,
      ...config,
    },
    logger: false,
  });
  await portal.app.listen(0, '127.0.0.1');
  const baseUrl = (await portal.app.getUrl()).replace('[::1]', '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
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
  return {
    portal,
    baseUrl,
    browser,
    pages: new PagePool(browser, baseUrl, { baseURL: baseUrl, locale: 'en-GB', reducedMotion: 'reduce' }),
    async close() {
      await browser.close();
      await portal.close();
    },
  };
}

/**
 * A browser profile as a new one starts (no cookies, no storage, one page) at a viewport size, reused
 * from an earlier test of the suite where one was left clean. It prefers reduced motion, as the portal
 * honours: no skeleton shimmer repainting every frame while a test waits.
 */
export function newPage(
  rig: BrowserRig,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  return rig.pages.lease(viewport);
}

const SCREENSHOT_TIMEOUT_MS = 120_000;

/** How much of a long page a screenshot keeps: a fully loaded transactions list is some 40,000 px tall. */
const SCREENSHOT_MAX_HEIGHT = 6_000;

/**
 * Screenshots are for a person to look at; they assert nothing. BROWSER_SCREENSHOTS=off (CI sets it)
 * skips taking them, which saves the browser a full render and encode of every page shot.
 */
const SCREENSHOTS_ON = process.env.BROWSER_SCREENSHOTS !== 'off';

function screenshotPath(name: string): string {
  const dir = join(ARTIFACTS, 'screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}

/**
 * A full-page screenshot kept as a test artefact (test-artifacts/screenshots/NAME.png), down to
 * SCREENSHOT_MAX_HEIGHT: what lies below on a very long list is more of the same rows.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = screenshotPath(name);
  if (!SCREENSHOTS_ON) return path;
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
  const clip = height > SCREENSHOT_MAX_HEIGHT ? { x: 0, y: 0, width, height: SCREENSHOT_MAX_HEIGHT } : undefined;
  await page.screenshot({ path, fullPage: true, clip, timeout: SCREENSHOT_TIMEOUT_MS });
  return path;
}

let axeSource: string | undefined;
/** The window as the user sees it, without scrolling (test-artifacts/screenshots/NAME.png). */
export async function windowScreenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS_ON) await page.screenshot({ path: screenshotPath(name) });
}

/** A close look at one element (the full-page shot shrinks a phone's page to a sliver). */
export async function elementScreenshot(element: Locator, name: string): Promise<void> {
  if (SCREENSHOTS_ON) await element.screenshot({ path: screenshotPath(name) });
}

const AXE_SOURCE = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * axe-core against the page as it is (WCAG 2.x A and AA rules); returns serious and critical violations.
 * Asked for violations only: axe then skips describing every passing node, the slow part on a long page.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Loaded once per document: a later check of the same page reuses it instead of compiling it again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE());
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 200) })),
    }));
}

/** No serious or critical axe-core finding on the page as it is. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** A JSON read through the page's own session, as the web app makes it. */
export function readJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => (await fetch(p, { credentials: 'same-origin' })).json(), path) as Promise<T>;
}

/** True when the page needs no sideways scroll at its width. */
export function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Puts the shell's notification prompt (e.g. the annual review) away, so a screenshot shows the page. */
export async function closePrompt(page: Page): Promise<void> {
  const prompt = page.getByRole('button', { name: /^Close: / });
  if (await prompt.count()) await prompt.first().click();
}

/**
 * Chooses a tab of the analysis page and waits until it is the selected one. It waits first for the
 * page above the tabs to be complete: the hero's figures in place of their skeleton, and the reads
 * that follow them answered (a converted value's exchange rate adds a line to the hero). Until then the
 * tab row may still move down the page, and a click aimed at where a tab was would land on whatever
 * has taken its place.
 */
export async function chooseAnalysisTab(page: Page, name: string): Promise<void> {
  await page.locator('.hero__skeleton').waitFor({ state: 'detached', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  await afterNextPaint(page);
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor({ timeout: 10_000 });
}

/** Marks the cookie notice accepted for the page's origin (the notice then stays away). */
export async function acceptCookies(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('cookieAccepted', 'true'));
}

/**
 * newPage with the cookie notice already accepted for the portal's origin. It sets the acceptance once
 * on the portal's health page rather than by an init script, so the profile can be reused by the next test.
 */
export async function newPageCookiesAccepted(
  rig: BrowserRig,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const lease = await newPage(rig, viewport);
  await lease.page.goto('/api/health');
  await acceptCookies(lease.page);
  return lease;
}

/**
 * Signs in through the API from inside the page, so the cookie lands in the page's own jar and a
 * test of another screen does not depend on the login page. Answers a two-factor code when asked.
 * Returns the final login status (or the error message).
 */
export async function signInThroughApi(
  page: Page,
  username: string,
  options: { tab?: 'client' | 'adviser'; password?: string; acceptCookies?: boolean } = {},
): Promise<string> {
  await page.goto('/api/health');
  return page.evaluate(
    async ({ username, password, tab, code, acceptCookies }) => {
      const post = async (path: string, body: unknown, token: string) =>
        (
          await fetch(path, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', 'X-CSRF-Token': token },
            body: JSON.stringify(body),
          })
        ).json();
      if (acceptCookies) localStorage.setItem('cookieAccepted', 'true');
      const { csrfToken } = await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json();
      let res = await post('/api/auth/login', { tab, username, password }, csrfToken);
      if (res.login?.status === 'MfaRequired') res = await post('/api/auth/login/mfa-code', { code }, res.csrfToken);
      return res.login?.status ?? res.message;
    },
    {
      username,
      password: options.password ?? PASSWORD,
      tab: options.tab ?? 'client',
      code: CODE,
      acceptCookies: !!options.acceptCookies,
    },
  );
}

/** signInThroughApi for a persona that must reach LoginSuccess (the test fails here otherwise). */
export async function signIn(
  page: Page,
  username: string,
  options: { tab?: 'client' | 'adviser'; password?: string; acceptCookies?: boolean } = {},
): Promise<void> {
  expect(await signInThroughApi(page, username, options)).toBe('LoginSuccess');
}

/**
 * One rig for a whole suite (one server, one Chromium): started before the suite's tests, its
 * browser profiles cleaned for the next test or closed after each test, closed after all. `keep` receives the rig.
 */
export function useRig(keep: (rig: BrowserRig) => void, config: Partial<PortalConfig> = {}): void {
  let rig: BrowserRig | undefined;
  beforeAll(async () => {
    rig = await startRig(config);
    keep(rig);
  }, 60_000);
  afterAll(() => rig?.close());
  afterEach(() => rig?.pages.recycle());
}
