/// <reference lib="dom" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { itemAt, present } from '../../domain/shared/present';

const WEB_DIST = join(__dirname, '..', '..', '..', 'web', 'dist');
const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

export interface BundleSizes {
  loginPage: { files: string[]; gzipBytes: number };
  largestChunk: { file: string; gzipBytes: number };
  allJsGzipBytes: number;
}

/** gzip sizes of what the login page loads (the entry, its preloads and CSS) and of the largest chunk. */
export function bundleSizes(dist = WEB_DIST): BundleSizes {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/core\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) =>
    present(m[1], 'the asset path the pattern captures'),
  );
  const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const js = assets
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `assets/${f}`, gzipBytes: gz(join(dist, 'assets', f)) }));
  const largest = js.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a), { file: '', gzipBytes: 0 });
  return {
    loginPage: { files: refs, gzipBytes: refs.reduce((sum, f) => sum + gz(join(dist, f)), 0) },
    largestChunk: largest,
    allJsGzipBytes: js.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/** Debian's Chromium (or CHROMIUM_PATH), headless, driven by playwright-core: never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** Milliseconds from navigation start to an enabled username field, cold (new profile each run), median of `runs`. */
export async function loginInteractiveMs(baseUrl: string, runs = 5): Promise<{ medianMs: number; samples: number[] }> {
  const browser = await launchChromium();
  const samples: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/core/login`);
      const field = page.getByLabel(/username/i).first();
      await field.waitFor({ state: 'visible' });
      await page.waitForFunction(() => {
        const el = document.querySelector('input[autocomplete="username"], input[name="username"], #username');
        return !!el && !(el as HTMLInputElement).disabled;
      });
      samples.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianMs: itemAt(sorted, Math.floor(sorted.length / 2)), samples };
}

export function distExists(dist = WEB_DIST): boolean {
  try {
    return statSync(join(dist, 'index.html')).isFile();
  } catch {
    return false;
  }
}
