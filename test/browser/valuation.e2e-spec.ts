import { readFileSync } from 'node:fs';
import type { Page, Response } from 'playwright-core';
import { pdfLines } from '../../adapters/sandbox-platform/testing/pdf-text';
import { ACCESS_DENIED_MESSAGE } from '../../domain/access/page-access';
import { REPORT_POLL_INTERVAL_MS, REPORT_STARTED_TEXT, REPORT_WAIT_TEXT } from '../../domain/valuation/report-job';
import { END_BEFORE_START } from '../../domain/valuation/valuation-dates';
import {
  type BrowserRig,
  closePrompt,
  expectAccessible,
  newPage,
  noSidewaysScroll,
  screenshot,
  signIn,
  signInThroughApi,
  useRig,
} from './support/browser-harness';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const HOME = '/core/clients/home/';
const PAGE = '/core/clients/valuation-report/';

/**
 * The valuation report page in Chromium against the embedded sandbox (spec 3 §2 "Valuation report
 * page", §4, §5, §8): the snapshot run to its document, a templated report's date rules, the failure
 * path, carla at Assets level, and dmitri (Messages) refused. The sandbox's jobs take a second here.
 */
describe('the valuation report page in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => {
    rig = r;
    r.portal.sandbox!.state.settings.reportSeconds = 1;
  });
  jest.setTimeout(180_000);

  async function open(username: string, viewport = DESKTOP): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    expect(await signInThroughApi(page, username, { acceptCookies: true })).toBe('LoginSuccess');
    return page;
  }
  async function ready(page: Page): Promise<void> {
    await page.getByRole('heading', { level: 1, name: 'Valuation report' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Snapshot' }).waitFor({ timeout: 60_000 });
    await closePrompt(page);
  }
  const progress = (page: Page) => page.getByTestId('report-progress');

  it('amelia opens it from the menu, runs the snapshot, sees it generating, then opens the report itself in one step', async () => {
    const page = await open('amelia');
    await page.goto(HOME);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Valuation report' }).click();
    await ready(page);
    await screenshot(page, 'valuation-amelia');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Run portfolio snapshot' }).click();
    await progress(page).getByText(REPORT_STARTED_TEXT).waitFor();
    await progress(page).getByText(REPORT_WAIT_TEXT).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('report-progress');
    await screenshot(page, 'valuation-amelia-generating');
    const link = page.getByRole('link', { name: 'Open Portfolio snapshot' });
    await link.waitFor({ timeout: 20_000 });
    await screenshot(page, 'valuation-amelia-ready');
    await expectAccessible(page);
    // One step: the link is the report's file itself; clicking it gives the PDF, named as filed.
    expect(await link.getAttribute('href')).toMatch(/^\/api\/messages\/\d+\/(document|attachments\/\d+)$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^Portfolio-snapshot-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdfLines(pdf)).toContain('Client | Amelia Hartley');
    // The copy in messages and documents is a second link away.
    await page.getByRole('link', { name: 'See it in messages and documents' }).click();
    await page
      .getByRole('heading', { level: 2, name: /^Portfolio snapshot - \d{4}-\d{2}-\d{2}$/ })
      .waitFor({ timeout: 30_000 });
    await page
      .getByText(/Portfolio-snapshot-\d{4}-\d{2}-\d{2}\.pdf/)
      .first()
      .waitFor();
  });

  it('a templated report with a date range: the end before the start is refused in place, then a valid range runs', async () => {
    const page = await open('amelia');
    await page.goto(PAGE);
    await ready(page);
    await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Valuation over a period' });
    const start = await page.getByLabel('Start date').inputValue();
    const end = await page.getByLabel('End date').inputValue();
    expect(Number(end.slice(0, 4)) - Number(start.slice(0, 4))).toBe(1);
    expect(end.slice(5)).toBe(start.slice(5));
    await page.getByLabel('End date').fill(`${Number(start.slice(0, 4)) - 1}${start.slice(4)}`);
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.getByText(END_BEFORE_START).waitFor();
    expect(await page.getByLabel('End date').getAttribute('aria-invalid')).toBe('true');
    expect(await progress(page).count()).toBe(0);
    await screenshot(page, 'valuation-range-error');
    await expectAccessible(page);
    await page.getByLabel('End date').fill(end);
    await page.getByRole('button', { name: 'Run report' }).click();
    await page.getByRole('link', { name: 'Open Valuation over a period' }).waitFor({ timeout: 20_000 });
  });

  it("amelia's report on ben opens from the link in one step, and is in her messages and documents, titled with ben's name", async () => {
    const page = await open('amelia');
    await page.goto(PAGE);
    await ready(page);
    await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Family member valuation' });
    await page.getByLabel('Report on').selectOption({ label: 'Ben Hartley' });
    await page.getByRole('button', { name: 'Run report' }).click();
    const link = page.getByRole('link', { name: 'Open Family member valuation' });
    await link.waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^Family-member-valuation-Ben-Hartley-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdfLines(readFileSync(await download.path()))).toContain('Client | Ben Hartley');
    await page.getByRole('link', { name: 'See it in messages and documents' }).click();
    await page
      .getByRole('heading', { level: 2, name: /^Family member valuation - Ben Hartley - \d{4}-\d{2}-\d{2}$/ })
      .waitFor({ timeout: 30_000 });
    await page
      .getByText(/Family-member-valuation-Ben-Hartley-\d{4}-\d{2}-\d{2}\.pdf/)
      .first()
      .waitFor();
  });

  it('a run carries on while amelia is on another page: back on the page, the link is there', async () => {
    const page = await open('amelia');
    // The page's polling runs on Playwright's clock, moved on by hand once the job has finished.
    await page.clock.install();
    await page.goto(PAGE);
    await ready(page);
    const isJobPoll = (r: Response) => /^\/api\/valuation\/jobs\/\d+$/.test(new URL(r.url()).pathname);
    const started = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/valuation/reports',
    );
    const pollSawDone = page.waitForResponse(async (r) => isJobPoll(r) && (await r.json()).state === 'done');
    let sawDone = false;
    void pollSawDone.then(
      () => (sawDone = true),
      () => undefined,
    );
    await page.getByRole('button', { name: 'Run portfolio snapshot' }).click();
    const { jobId } = await (await started).json();
    await progress(page).getByText(REPORT_STARTED_TEXT).waitFor();
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.waitForURL(/\/core\/clients\/home\//);
    // The job finishes on the platform (a second here); the page's next poll, while amelia is on her home page, sees it.
    // (Asked outside the page, so that only the page's own polls are seen as responses.)
    const jobState = async () =>
      (await (await page.request.get(`/api/valuation/jobs/${jobId}`)).json()).state as string;
    for (let i = 0; i < 100 && (await jobState()) === 'running'; i++) await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 10 && !sawDone; i++) await page.clock.runFor(REPORT_POLL_INTERVAL_MS / 2);
    await pollSawDone;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Valuation report' }).click();
    await page.getByRole('link', { name: 'Open Portfolio snapshot' }).waitFor({ timeout: 5_000 });
    await screenshot(page, 'valuation-amelia-back');
  });

  it('words the page for the adviser acting for amelia, at 1280 and 360 px', async () => {
    const { page } = await newPage(rig, DESKTOP);
    await signIn(page, 'adviser', { tab: 'adviser', acceptCookies: true });
    const status = await page.evaluate(async () => {
      const { csrfToken } = await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json();
      const res = await fetch('/api/advisers/client-in-context', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({ clientId: 10001 }),
      });
      return res.status;
    });
    expect(status).toBe(200);
    await page.goto(PAGE);
    await page.getByRole('heading', { level: 1, name: 'Valuation report' }).waitFor();
    await page
      .getByText("Request a report of Amelia Hartley's investments.", { exact: false })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByText('Request a report of your investments').count()).toBe(0);
    await screenshot(page, 'valuation-adviser');
    await page.setViewportSize(PHONE);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'valuation-adviser-360');
    await expectAccessible(page);
  });

  it('says clearly when the report fails', async () => {
    const page = await open('amelia');
    await page.goto(PAGE);
    await ready(page);
    await fetch(`${rig.portal.sandbox!.origin}/sandbox/fail-next-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ on: true }),
    });
    await page.getByRole('button', { name: 'Run portfolio snapshot' }).click();
    await progress(page)
      .getByRole('alert')
      .getByText(/could not generate your report/)
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Run portfolio snapshot' }).isEnabled()).toBe(true);
    await screenshot(page, 'valuation-failed');
  });

  it("runs carla's report at Assets level", async () => {
    const page = await open('carla');
    await page.goto(HOME);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Valuation report' }).click();
    await ready(page);
    await page.getByRole('button', { name: 'Run portfolio snapshot' }).click();
    await page.getByRole('link', { name: 'Open Portfolio snapshot' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'valuation-carla-ready');
  });

  it('refuses dmitri (Messages level) the page, with no menu entry', async () => {
    const page = await open('dmitri');
    await page.goto(PAGE);
    await page.getByText(ACCESS_DENIED_MESSAGE).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Valuation report' }).count(),
    ).toBe(0);
  });

  it('fits a 360 px screen: nothing sideways, targets of 44 px, accessible', async () => {
    const page = await open('amelia', PHONE);
    await page.goto(PAGE);
    await ready(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    const run = page.getByRole('button', { name: 'Run portfolio snapshot' });
    expect((await run.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'valuation-amelia-360');
    await expectAccessible(page);
    await run.click();
    await page.getByRole('link', { name: 'Open Portfolio snapshot' }).waitFor({ timeout: 20_000 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'valuation-amelia-360-ready');
  });
});
