/// <reference lib="dom" />
import type { BrowserContext, Page } from 'playwright-core';

/** What the benchmark waits for, each a moment the reader sees something (issue 10 "Benchmark"). */
export type Mark = 'totalValue' | 'firstTabRows' | 'investments';

interface MarkWindow {
  __marks: Partial<Record<Mark, number>>;
  __investmentAccounts?: number;
  __clickedAt?: number;
}

/**
 * Runs in the page before its own scripts: on every DOM change, notes `performance.now()` (from
 * the navigation's start) the first time each mark's content is in the document and laid out, so
 * the figure is the page's own clock rather than the test driver's polling.
 */
function watchMarks(): void {
  const w = window as unknown as MarkWindow;
  w.__marks = {};
  const shown = (el: Element | null): boolean => !!el && el.getClientRects().length > 0 && !!el.textContent?.trim();
  const checks: Record<Mark, () => boolean> = {
    totalValue: () => shown(document.querySelector('[data-testid="total-value"]')),
    firstTabRows: () =>
      shown(document.querySelector('.analysis-tabs__panel tbody tr, .analysis-tabs__panel .inv-account')),
    investments: () => {
      const accounts = document.querySelectorAll('#analysis-panel-investments .inv-account');
      w.__investmentAccounts = accounts.length;
      return accounts.length > 0 && shown(accounts.item(0));
    },
  };
  const check = () => {
    for (const [mark, holds] of Object.entries(checks) as [Mark, () => boolean][])
      if (w.__marks[mark] === undefined && holds()) w.__marks[mark] = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

export async function watchMarksIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(watchMarks);
}

/** Milliseconds from the navigation's start to a mark, once it is reached. */
export async function markMs(page: Page, mark: Mark, timeoutMs = 60_000): Promise<number> {
  await page.waitForFunction((m) => (window as unknown as MarkWindow).__marks[m] !== undefined, mark, {
    timeout: timeoutMs,
    polling: 50,
  });
  return page.evaluate((m) => (window as unknown as MarkWindow).__marks[m]!, mark);
}

/** Clicks the Investments tab from inside the page and answers the milliseconds to its accounts, and how many. */
export async function investmentsAfterClickMs(
  page: Page,
  timeoutMs = 60_000,
): Promise<{ ms: number; accounts: number; clickedAt: number }> {
  await page.evaluate(() => {
    const w = window as unknown as MarkWindow;
    w.__clickedAt = performance.now();
    document.querySelector<HTMLElement>('#analysis-tab-investments')!.click();
  });
  const at = await markMs(page, 'investments', timeoutMs);
  const { clickedAt, accounts } = await page.evaluate(() => {
    const w = window as unknown as MarkWindow;
    return { clickedAt: w.__clickedAt!, accounts: w.__investmentAccounts ?? 0 };
  });
  return { ms: at - clickedAt, accounts, clickedAt };
}

/** Signs in through the API from inside the page, so the session cookie lands in the context's jar. */
export async function signInInPage(
  page: Page,
  baseUrl: string,
  username: string,
  password = 'Demo-Passw0rd',
): Promise<void> {
  await page.goto(`${baseUrl}/api/health`);
  const status = await page.evaluate(
    async ({ username, password }) => {
      localStorage.setItem('cookieAccepted', 'true');
      const { csrfToken } = await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json();
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({ tab: 'client', username, password }),
      });
      return ((await res.json()) as { login?: { status?: string } }).login?.status;
    },
    { username, password },
  );
  if (status !== 'LoginSuccess') throw new Error(`sign-in of ${username} in the browser: ${status}`);
}

/**
 * The slowest portal API answer (request to last byte, from the page's resource timing) among those
 * made between two moments of the page's clock: how much of a figure is the server's.
 */
export function slowestApiMs(page: Page, fromMs: number, toMs: number): Promise<number> {
  return page.evaluate(
    ({ fromMs, toMs }) =>
      Math.max(
        0,
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => new URL(e.name).pathname.startsWith('/api/') && e.startTime >= fromMs && e.responseEnd <= toMs)
          .map((e) => e.responseEnd - e.startTime),
      ),
    { fromMs, toMs },
  );
}
