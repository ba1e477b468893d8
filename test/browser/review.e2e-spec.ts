import type { Page } from 'playwright-core';
import {
  type BrowserRig,
  expectAccessible,
  newPage,
  noSidewaysScroll,
  screenshot,
  signInThroughApi,
  useRig,
} from './support/browser-harness';
import { afterNextPaint } from './support/after-next-paint';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const AMELIA = 10001;
const BEN = 10002;
const REQUIRED = 'This question requires an answer';

/**
 * The annual review in Chromium against the embedded sandbox (spec 3 §2 "Annual review page", §4, §5, §8;
 * spec 1 §4.5 'Start review'). Each test starts from the sandbox's generated review statuses
 * (POST /sandbox/review/reset), so the suite can run again and in any order.
 */
describe('annual review in Chromium', () => {
  let rig: BrowserRig;
  useRig((r) => (rig = r));
  jest.setTimeout(240_000);

  const sandbox = (path: string, body: unknown = {}) =>
    fetch(`${rig.portal.sandbox!.origin}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const statusOf = (id: number) => {
    const state = rig.portal.sandbox!.state;
    return state.clients.current(state.index.client(id)!).xptReviewStatus;
  };
  beforeEach(async () => {
    expect((await sandbox('sandbox/review/reset')).status).toBe(204);
  });

  async function signedIn(username: string, viewport = DESKTOP): Promise<Page> {
    const { page } = await newPage(rig, viewport);
    expect(await signInThroughApi(page, username, { acceptCookies: true })).toBe('LoginSuccess');
    return page;
  }
  const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name }).waitFor();
  const progress = async (page: Page) =>
    Number(await page.getByRole('progressbar', { name: 'Review progress' }).getAttribute('aria-valuenow'));
  const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
  /** Answers the question on screen: the first group is the client's, the second (if any) the partner's. */
  async function answer(page: Page, ...choices: ('Yes' | 'No')[]) {
    const groups = page.locator('.review-answer fieldset');
    for (const [i, choice] of choices.entries()) await groups.nth(i).getByLabel(choice, { exact: true }).check();
  }

  it("amelia completes her review from the home prompt's 'Start review', with a Yes and her changes, and ben's answers", async () => {
    const page = await signedIn('amelia');
    await page.goto('/core/clients/home/');
    await page.getByRole('button', { name: 'Start review' }).click();
    await page.waitForURL('**/core/clients/annual-review/');
    await heading(page, 'Welcome to your annual review');
    expect(await progress(page)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'review-intro-1280');

    // The partner choice is required on the introduction (view_partner, ben's review in progress).
    await next(page);
    await page.getByRole('alert').filter({ hasText: REQUIRED }).first().waitFor();
    await page
      .getByRole('group', { name: 'Would you like to answer for Ben Hartley as well?' })
      .getByLabel('Yes')
      .check();
    await next(page);

    await heading(page, 'Your circumstances');
    // (order − 1) / 7 steps before submission (the introduction and six questions).
    expect(await progress(page)).toBe(14);
    await next(page);
    expect(await page.locator('.field__error', { hasText: REQUIRED }).count()).toBe(2);
    await answer(page, 'Yes', 'No');
    await page.getByLabel('Please tell us about your changes').fill('We moved to Bath in March.');
    await expectAccessible(page);
    await screenshot(page, 'review-question-1280');
    await next(page);

    await heading(page, 'Your work and income');
    // Previous keeps what was answered.
    await page.getByRole('button', { name: 'Previous' }).click();
    await heading(page, 'Your circumstances');
    expect(await page.getByLabel('Please tell us about your changes').inputValue()).toBe('We moved to Bath in March.');
    await next(page);
    await heading(page, 'Your work and income');
    await answer(page, 'No', 'No');
    await next(page);
    await heading(page, 'Your plans');
    await answer(page, 'No', 'No');
    await next(page);

    await heading(page, 'Your contact details');
    const table = page.locator('.review-table');
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Detail', 'Amelia Hartley', 'Ben Hartley']);
    const cells = (row: string) => table.locator('tr', { hasText: row }).locator('td').allInnerTexts();
    await table.locator('tr', { hasText: 'Home address' }).locator('td').first().waitFor();
    // What her Personal details page shows: her preferred phone normalised, her home on one line; ben prefers no phone.
    expect(await cells('Email address')).toEqual(['amelia@example.com', 'ben@example.com']);
    expect(await cells('Phone number')).toEqual(['07700900123', 'None supplied']);
    expect(await cells('Home address')).toEqual([
      '14 Quarry Street, Guildford, Surrey, GU1 3AJ, United Kingdom',
      '14 Quarry Street, Guildford, Surrey, GU1 3AJ, United Kingdom',
    ]);
    await answer(page, 'No', 'No');
    await expectAccessible(page);
    await screenshot(page, 'review-playback-1280');
    await next(page);

    await heading(page, 'Your personal details');
    expect(await page.locator('.review-table tr', { hasText: 'Date of birth' }).locator('td').first().innerText()).toBe(
      '12 Apr 1968',
    );
    // Her one empty playback value: no marital status is recorded for her.
    expect(await cells('Marital status')).toEqual(['None supplied', 'Married']);
    expect(await cells('Dependants')).toEqual(['Oliver Hartley', 'Oliver Hartley']);
    expect(await page.locator('.review-table tbody tr td:first-of-type', { hasText: 'None supplied' }).count()).toBe(1);
    await screenshot(page, 'review-personal-playback-1280');
    await answer(page, 'No', 'No');
    await next(page);
    await heading(page, 'Your attitude to risk');
    expect(await page.locator('.review-risk__card').count()).toBe(2);
    await answer(page, 'No', 'No');
    await next(page);

    await heading(page, 'Ready to submit');
    expect(await progress(page)).toBe(100);
    await page.getByText('You have told us that some things have changed.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'review-submission-1280');
    await page.getByRole('button', { name: 'Submit' }).click();

    await heading(page, 'Thank you');
    await page.getByText('Thank you for completing your annual review.').waitFor();
    await page.getByRole('heading', { name: 'Your adviser' }).waitFor();
    await page.locator('.adviser-card').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'review-completion-1280');
    expect(statusOf(AMELIA)).toBe('ChangesReported');
    expect(statusOf(BEN)).toBe('NoChangesReported');
    const notes = rig.portal
      .sandbox!.state.messages.createdNotes()
      .filter((n) => n.subject.startsWith('Annual review response'));
    expect(notes.map((n) => n.subject).slice(-2)).toEqual([
      'Annual review response - Amelia Hartley',
      'Annual review response - Ben Hartley',
    ]);
    expect(notes.at(-2)!.body()).toContain('Changes: We moved to Bath in March.');

    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL('**/core/clients/home/');
    // Submitted and no longer in progress: the review page sends her home.
    await page.goto('/core/review');
    await page.waitForURL('**/core/clients/home/');
  });

  it('ben answers his own review: no partner question, every answer No', async () => {
    const page = await signedIn('ben');
    await page.goto('/core/review');
    await heading(page, 'Welcome to your annual review');
    expect(await page.getByRole('group', { name: /answer for/ }).count()).toBe(0);
    await next(page);
    // During the questions, leaving through the menu asks first; staying keeps the answers' page.
    const asked = new Promise<string>((ask) =>
      page.once('dialog', (d) => {
        ask(d.message());
        void d.dismiss();
      }),
    );
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    expect(await asked).toBe('Changes you have made will not be saved. Are you sure you want to leave this page?');
    await afterNextPaint(page);
    expect(new URL(page.url()).pathname).toBe('/core/clients/annual-review/');
    while (!(await page.getByRole('button', { name: 'Submit' }).count())) {
      await page.locator('.review-answer fieldset').first().waitFor();
      expect(await page.locator('.review-answer fieldset').count()).toBe(1);
      await answer(page, 'No');
      await next(page);
      await page.waitForFunction(() => !document.querySelector('.review-answer input:checked'));
    }
    await page.getByText('You have told us that nothing has changed.').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for completing your annual review.').waitFor();
    expect(statusOf(BEN)).toBe('NoChangesReported');
    expect(statusOf(AMELIA)).toBe('InProgress');
  });

  it('amelia opts to speak to her adviser instead, and finishes at home', async () => {
    const page = await signedIn('amelia');
    await page.goto('/core/review');
    await heading(page, 'Welcome to your annual review');
    await page.getByRole('button', { name: "I'd rather speak to my adviser" }).click();
    await page.getByText('You have opted for your adviser to contact you instead of completing the review').waitFor();
    expect(statusOf(AMELIA)).toBe('FollowUpRequired');
    await expectAccessible(page);
    await screenshot(page, 'review-speak-to-adviser-1280');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL('**/core/clients/home/');
    // The review prompt is dismissed: no 'Start review' on home.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await afterNextPaint(page);
    expect(await page.getByRole('button', { name: 'Start review' }).count()).toBe(0);
  });

  it("at phone size, amelia's and ben's playback stacks each detail with both names, nothing cut off", async () => {
    const page = await signedIn('amelia', PHONE);
    await page.goto('/core/review');
    await heading(page, 'Welcome to your annual review');
    await page
      .getByRole('group', { name: /answer for Ben Hartley/ })
      .getByLabel('Yes')
      .check();
    await next(page);
    for (const title of ['Your circumstances', 'Your work and income', 'Your plans']) {
      await heading(page, title);
      await answer(page, 'No', 'No');
      await next(page);
    }
    for (const [title, shot] of [
      ['Your contact details', 'review-playback-two-360'],
      ['Your personal details', 'review-personal-playback-two-360'],
    ] as const) {
      await heading(page, title);
      const wrap = page.locator('.review-table-wrap');
      expect(await wrap.evaluate((w) => w.scrollWidth <= w.clientWidth)).toBe(true);
      expect(await noSidewaysScroll(page)).toBe(true);
      // Each value is named by its person, as the column headings are on a wide screen.
      expect(
        await page
          .locator('.review-table td')
          .first()
          .evaluate((td) => getComputedStyle(td, '::before').content),
      ).toBe('"Amelia Hartley"');
      await expectAccessible(page);
      await screenshot(page, shot);
      await answer(page, 'No', 'No');
      await next(page);
    }
  });

  it('a submission the platform refuses shows the error texts (phone size, every step)', async () => {
    expect((await sandbox('sandbox/fail-next-review', { on: true })).status).toBe(204);
    const page = await signedIn('amelia', PHONE);
    await page.goto('/core/review');
    await heading(page, 'Welcome to your annual review');
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, 'review-intro-360');
    await page
      .getByRole('group', { name: /answer for Ben Hartley/ })
      .getByLabel('No')
      .check();
    await next(page);
    let shots = 0;
    while (!(await page.getByRole('button', { name: 'Submit' }).count())) {
      await page.locator('.review-answer fieldset').first().waitFor();
      const playback = await page.locator('.review-table').count();
      await answer(page, 'Yes');
      if (shots === 0) {
        await page.getByLabel('Please tell us about your changes').fill('New job in Bristol.');
        await screenshot(page, 'review-question-360');
        expect(await noSidewaysScroll(page)).toBe(true);
      }
      if (playback && shots < 2) {
        await screenshot(page, 'review-playback-360');
        expect(await noSidewaysScroll(page)).toBe(true);
        shots = 2;
      }
      shots = Math.max(shots, 1);
      await next(page);
      await page.waitForFunction(() => !document.querySelector('.review-answer input:checked'));
    }
    await screenshot(page, 'review-submission-360');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('While submitting your response an error has occurred').waitFor();
    await page.getByText('Please contact your adviser').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'review-completion-error-360');
    expect(statusOf(AMELIA)).toBe('InProgress');
  });
});
