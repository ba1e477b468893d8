import { newPage, seriousAxeViolations, useRig, type BrowserRig } from './support/browser-harness';

describe('the web app in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));

  it('serves the app under /core/ and sends an anonymous visitor to the login page', async () => {
    const { page } = await newPage(rig);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/core/');
    await page.waitForURL(/\/core\/login/);
    expect(errors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
  });

  it('answers a deep link with the app, not a server 404', async () => {
    const { page } = await newPage(rig);
    const res = await page.goto('/core/clients/home/');
    expect(res?.status()).toBe(200);
    await page.waitForURL(/\/core\/login/);
  });

  it('has an accessibility check that reports every failing element (it asks axe for violations only)', async () => {
    const { page } = await newPage(rig);
    await page.setContent(
      '<html lang="en"><head><title>t</title></head><body><main><img src="a.png"><img src="b.png"><button></button><p>ok</p></main></body></html>',
    );
    const found = await seriousAxeViolations(page);
    const byRule = Object.fromEntries(found.map((v) => [v.id, v.nodes.length]));
    expect(byRule).toEqual({ 'image-alt': 2, 'button-name': 1 });
  });
});
