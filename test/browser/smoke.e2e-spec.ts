import { newPage, startRig, type BrowserRig } from './support/browser-harness';

describe('the web app in Chromium', () => {
  let rig: BrowserRig;
  beforeAll(async () => {
    rig = await startRig();
  });
  afterAll(() => rig.close());

  it('serves the app under /core/ and sends an anonymous visitor to the login page', async () => {
    const { context, page } = await newPage(rig);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/core/');
    await page.waitForURL(/\/core\/login/);
    expect(errors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
    await context.close();
  });

  it('answers a deep link with the app, not a server 404', async () => {
    const { context, page } = await newPage(rig);
    const res = await page.goto('/core/clients/home/');
    expect(res?.status()).toBe(200);
    await page.waitForURL(/\/core\/login/);
    await context.close();
  });
});
