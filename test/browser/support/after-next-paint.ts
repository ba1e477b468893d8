import type { Page } from 'playwright-core';

/**
 * Two animation frames of the page: whatever it had already received by now has been handled and
 * drawn. For a test that asserts that something did not happen once what could cause it has arrived.
 */
export function afterNextPaint(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
