import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASSET_VIEWING_DISABLED } from '../../domain/assets/asset-display-texts';
import { startSandboxPlatform, type RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';
import {
  PROBLEM,
  pennies,
  sseEvents,
  total,
  TYPES,
  VIEWS,
  type BalanceSheet,
  type NetWorth,
  type Summary,
} from '../support/assets-api';
import { FaultProxy } from '../support/fault-proxy';
import { Browser, startPortal } from '../support/portal-harness';
import { itemAt } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const PATH = '/api/assets/balance-sheet';

async function signedIn(portal: Portal, username = 'amelia') {
  const b = new Browser(portal.server);
  await b.signIn(username);
  return b;
}
const read = async <T = BalanceSheet>(b: Browser, path = PATH) => (await b.get(path).expect(200)).body as T;

/**
 * The platform's variants (spec 2 §4, §6, §8, §9): a platform older than 23.5.269 (no rapid totals),
 * one without the under-advice custom field, and one whose pension list fails.
 */
describe('assets on other platforms', () => {
  let current: Portal;
  let hers: BalanceSheet;
  beforeAll(async () => {
    current = await startPortal();
    hers = await read(await signedIn(current));
  });
  afterAll(() => current.close());

  describe('a platform older than 23.5.269', () => {
    let old: Portal;
    beforeAll(async () => {
      old = await startPortal({ sandboxPlatformVersion: '23.5.268' });
    });
    afterAll(() => old.close());

    it('computes every total itself, and they equal the rapid totals of a newer platform', async () => {
      expect(total(hers, 'investment', 'everything').source).toBe('rapid');
      const computed = await read(await signedIn(old));
      expect(computed.totals.every((t) => t.source === 'computed')).toBe(true);
      for (const type of TYPES) {
        for (const view of VIEWS) {
          const [a, b] = [total(hers, type, view), total(computed, type, view)];
          expect({ type, view, count: b.count, total: pennies(b.ownedTotal!) }).toEqual({
            type,
            view,
            count: a.count,
            total: pennies(a.ownedTotal!),
          });
        }
      }
      expect(computed.assets).toEqual(hers.assets);
    });
  });

  describe('a platform without the under-advice field (its lookup answers 404)', () => {
    let plain: Portal;
    beforeAll(async () => {
      plain = await startPortal({ sandboxUnderAdvice: false });
    });
    afterAll(() => plain.close());

    it('counts every asset as managed and says the feature is absent, so the web app hides the view toggle', async () => {
      const amelia = await signedIn(plain);
      const sheet = await read(amelia);
      expect(sheet.underAdviceFeature).toBe(false);
      expect(sheet.assets.map((a) => a.id)).toEqual(hers.assets.map((a) => a.id));
      expect(sheet.assets.every((a) => a.managed)).toBe(true);
      expect(hers.assets.some((a) => !a.managed)).toBe(true);
      for (const type of TYPES) {
        expect(total(sheet, type, 'managed')).toMatchObject({
          count: total(hers, type, 'everything').count,
          ownedTotal: total(hers, type, 'everything').ownedTotal,
        });
        expect(total(sheet, type, 'nonManaged')).toMatchObject({ count: 0, ownedTotal: 0 });
      }
      // The home cards then hold every asset.
      const summary = await read<Summary>(amelia, '/api/assets/summary');
      expect(summary.cards.map((c) => c.count)).toEqual(TYPES.map((t) => total(hers, t, 'everything').count));
    });
  });

  describe('a site that has switched asset viewing off', () => {
    let off: Portal;
    beforeAll(async () => {
      const file = JSON.parse(
        readFileSync(join(__dirname, '../../adapters/site-config/demo-site-config.json'), 'utf8'),
      );
      file.settings.assetViewingDisabled = true;
      const siteConfigPath = join(mkdtempSync(join(tmpdir(), 'portal-assets-off-')), 'site.json');
      writeFileSync(siteConfigPath, JSON.stringify(file));
      off = await startPortal({ siteConfigPath });
    });
    afterAll(() => off.close());

    it('answers every assets read as disabled, with nothing of the assets in it', async () => {
      const amelia = await signedIn(off);
      expect(await read(amelia)).toMatchObject({ enabled: false, members: [], assets: [], totals: [] });
      expect(await read<Summary>(amelia, '/api/assets/summary')).toEqual({
        enabled: false,
        currency: 'GBP',
        cards: [],
        managedNet: null,
        problem: null,
      });
      const events = sseEvents((await amelia.get('/api/assets/load').buffer(true).expect(200)).text);
      expect(events.map((e) => e.event)).toEqual(['progress', 'done']);
      expect(itemAt(events, 1).data).toMatchObject({ enabled: false, cards: [] });
      expect((await amelia.get('/api/assets/net-worth').expect(403)).body).toMatchObject({
        message: ASSET_VIEWING_DISABLED,
      });
    });
  });

  describe('a platform whose pension list fails', () => {
    let sandbox: RunningSandbox;
    let proxy: FaultProxy;
    let faulty: Portal;
    beforeAll(async () => {
      sandbox = await startSandboxPlatform({ port: 0 });
      proxy = new FaultProxy(sandbox.origin);
      const origin = await proxy.start();
      faulty = await startPortal({ platformUrl: `${origin}/resourceful` });
    });
    afterAll(async () => {
      await faulty.close();
      await proxy.close();
      await sandbox.close();
    });

    it("says 'There was a problem retrieving one or more assets.' and still shows the other lists, in every read", async () => {
      const amelia = await signedIn(faulty);
      proxy.rules = [{ match: /^GET \/resourceful\/entity\/client\/\d+\/fund_za\b/, status: 500 }];
      const sheet = await read(amelia);
      expect(sheet).toMatchObject({ problem: PROBLEM, failedTypes: ['pension'] });
      expect(sheet.assets.some((a) => a.type === 'pension')).toBe(false);
      expect(sheet.assets.map((a) => a.id)).toEqual(hers.assets.filter((a) => a.type !== 'pension').map((a) => a.id));
      expect(total(sheet, 'pension', 'everything')).toMatchObject({ count: 0, ownedTotal: null });
      expect(total(sheet, 'investment', 'managed')).toEqual(total(hers, 'investment', 'managed'));

      const summary = await read<Summary>(amelia, '/api/assets/summary');
      expect(summary.problem).toBe(PROBLEM);
      expect(summary.cards.map((c) => c.type)).toEqual(['investment', 'annuity', 'liability']);

      const events = sseEvents((await amelia.get('/api/assets/load').buffer(true).expect(200)).text);
      expect(events.map((e) => e.event)).toEqual(['progress', 'progress', 'progress', 'progress', 'done']);
      expect(itemAt(events, 4).data).toMatchObject({ problem: PROBLEM });

      proxy.rules = [];
      expect((await read(amelia)).problem).toBeNull();
    }, 60_000);

    it('gives no liabilities figure, nor a net worth, when the liabilities lists fail; the assets still count', async () => {
      const amelia = await signedIn(faulty);
      const whole = await read<NetWorth>(amelia, '/api/assets/net-worth');
      proxy.rules = [{ match: /^GET \/resourceful\/entity\/client\/\d+\/liability\b/, status: 500 }];
      for (let i = 0; i < 3; i++) {
        const worth = await read<NetWorth>(amelia, '/api/assets/net-worth');
        expect(worth).toMatchObject({ problem: PROBLEM, failedTypes: ['liability'] });
        for (const [i, m] of [...worth.members, worth.household].entries()) {
          const before = [...whole.members, whole.household][i];
          expect(m).toEqual({ ...before, liabilities: null, netWorth: null });
        }
      }
      expect((await read(amelia)).failedTypes).toEqual(['liability']);
      proxy.rules = [];
      expect(await read<NetWorth>(amelia, '/api/assets/net-worth')).toEqual(whole);
    }, 60_000);

    it('gives no figure at all when every list fails, and answers read after read: failing lists are not an outage', async () => {
      const amelia = await signedIn(faulty);
      proxy.rules = [
        { match: /^GET \/resourceful\/entity\/client\/\d+\/(asset|fund_za|annuity|liability)\b/, status: 500 },
      ];
      // Each read: 8 lists (two members) failing, each tried 3 times, with nothing between: far past the circuit's 5.
      for (let i = 0; i < 3; i++) {
        const worth = await read<NetWorth>(amelia, '/api/assets/net-worth');
        expect(worth).toMatchObject({ problem: PROBLEM, failedTypes: TYPES });
        expect(worth.household).toEqual({
          memberId: null,
          name: 'Household',
          assets: null,
          liabilities: null,
          netWorth: null,
        });
      }
      proxy.rules = [];
      expect((await read<NetWorth>(amelia, '/api/assets/net-worth')).problem).toBeNull();
    }, 60_000);

    it('streams each progress event as its stage starts, not all at the end', async () => {
      const amelia = await signedIn(faulty);
      // The four lists take 600 ms: Loading accounts (70) arrives before them, Loading dashboard (100) after.
      proxy.rules = [
        { match: /^GET \/resourceful\/entity\/client\/\d+\/(asset|fund_za|annuity|liability)\?/, delayMs: 600 },
      ];
      const arrivals: { at: number; text: string }[] = [];
      const started = Date.now();
      await amelia
        .get('/api/assets/load')
        .buffer(true)
        .parse((res, done) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => arrivals.push({ at: Date.now() - started, text: chunk }));
          res.on('end', () => done(null, null));
        })
        .expect(200);
      proxy.rules = [];
      const when = (needle: string) => arrivals.find((a) => a.text.includes(needle))!.at;
      expect(when('"percent":100') - when('"percent":70')).toBeGreaterThanOrEqual(500);
      expect(when('event: done')).toBeGreaterThanOrEqual(when('"percent":100'));
      expect(when('"percent":70')).toBeLessThan(when('"percent":100'));
    }, 60_000);

    it('ends the load with an error event, after the stages it reached, when the platform says the session has ended', async () => {
      const amelia = await signedIn(faulty);
      proxy.rules = [{ match: /^GET \/resourceful\/entity\/client\/\d+\/asset\b/, status: 401 }];
      const events = sseEvents((await amelia.get('/api/assets/load').buffer(true).expect(200)).text);
      proxy.rules = [];
      expect(events.map((e) => e.event)).toEqual(['progress', 'progress', 'progress', 'error']);
      expect(events.slice(0, 3).map((e) => (e.data as { percent: number }).percent)).toEqual([5, 25, 70]);
      expect(itemAt(events, 3).data).toMatchObject({ code: 'no_session', message: expect.any(String) });
    }, 60_000);
  });
});
