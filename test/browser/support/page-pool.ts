import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Browser profiles reused between the tests of one suite. A fresh profile's first load of the web app
 * compiles every script again (its HTTP and code caches start empty): about 4.5 s of renderer CPU
 * that a reused one does not spend. A profile goes back to the pool only as a test found it: cookies
 * and storage cleared, no routes, the pointer at the corner, one page, and nothing installed that
 * cannot be undone (an init script, a fake clock, an exposed function, extra listeners, emulated
 * media, other defaults). A profile that had any of those is closed instead.
 */
export interface Lease {
  context: BrowserContext;
  page: Page;
  /** Something was installed that recycling cannot undo. */
  tainted: boolean;
  /** Listener counts when the page was made, so that one a test left behind is noticed. */
  listeners: Map<string | symbol, number>;
}

const PAGE_INSTALLS = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
const CONTEXT_INSTALLS = [
  ...PAGE_INSTALLS.filter((name) => name !== 'emulateMedia'),
  'grantPermissions',
  'setGeolocation',
  'setOffline',
  'setHTTPCredentials',
] as const;

/** Marks the lease tainted when the test calls one of `names` on `target`, or reads its clock. */
function watch(lease: Lease, target: object, names: readonly string[]): void {
  const record = target as Record<string, unknown>;
  for (const name of names) {
    const original = record[name];
    if (typeof original !== 'function') continue;
    Object.defineProperty(target, name, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        lease.tainted = true;
        return (original as (...a: unknown[]) => unknown).apply(target, args);
      },
    });
  }
  const clock = record.clock;
  if (clock !== undefined) {
    Object.defineProperty(target, 'clock', {
      configurable: true,
      get: () => {
        lease.tainted = true;
        return clock;
      },
    });
  }
}

/** Playwright's Page is an event emitter at run time, though its type does not say so. */
interface Emitter {
  eventNames(): (string | symbol)[];
  listenerCount(name: string | symbol): number;
}

function emitter(page: Page): Emitter {
  const candidate: Partial<Emitter> = page as Partial<Emitter>;
  if (typeof candidate.eventNames !== 'function' || typeof candidate.listenerCount !== 'function')
    throw new Error('A page that is not an event emitter');
  return {
    eventNames: () => candidate.eventNames?.call(page) ?? [],
    listenerCount: (name) => candidate.listenerCount?.call(page, name) ?? 0,
  };
}

function listenerCounts(page: Page): Map<string | symbol, number> {
  const events = emitter(page);
  return new Map(events.eventNames().map((name) => [name, events.listenerCount(name)]));
}

function leftListeners(lease: Lease): boolean {
  const events = emitter(lease.page);
  return events.eventNames().some((name) => events.listenerCount(name) > (lease.listeners.get(name) ?? 0));
}

export class PagePool {
  private readonly idle: Lease[] = [];
  private readonly lent: Lease[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
    private readonly contextOptions: Parameters<Browser['newContext']>[0],
  ) {}

  /** A profile with one page at `viewport`: an idle one when there is one, else a new one. */
  async lease(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
    let lease = this.idle.pop();
    if (lease) {
      await lease.page.setViewportSize(viewport);
    } else {
      const context = await this.browser.newContext({ ...this.contextOptions, viewport });
      const page = await context.newPage();
      lease = { context, page, tainted: false, listeners: listenerCounts(page) };
      watch(lease, page, PAGE_INSTALLS);
      watch(lease, context, CONTEXT_INSTALLS);
    }
    this.lent.push(lease);
    return { context: lease.context, page: lease.page };
  }

  /** After a test: each profile it used is made clean and kept, or closed; any other profile is closed. */
  async recycle(): Promise<void> {
    const lent = this.lent.splice(0);
    for (const lease of lent) {
      if (await this.clean(lease)) this.idle.push(lease);
      else await lease.context.close().catch(() => undefined);
    }
    const kept = new Set(this.idle.map((lease) => lease.context));
    for (const context of this.browser.contexts()) if (!kept.has(context)) await context.close();
  }

  private async clean(lease: Lease): Promise<boolean> {
    const { context, page } = lease;
    if (lease.tainted || page.isClosed() || context.pages().length !== 1 || leftListeners(lease)) return false;
    try {
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.clearCookies();
      // A page of the portal's origin without the web app on it, to clear that origin's storage.
      // Bounded well inside the hook's own timeout: a page that will not leave is closed instead.
      await page.goto(`${this.baseUrl}/api/health`, { timeout: 10_000 });
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.mouse.move(0, 0);
      return true;
    } catch {
      return false;
    }
  }
}
