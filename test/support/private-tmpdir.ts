import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Gives the suite its own temporary folder (TMPDIR, read by os.tmpdir() at each call) from before its portal
 * starts until it ends, so that the suite's look for files left behind sees only its own portal's files, not
 * those of a suite running beside it. Call at the top of a describe.
 */
export function usePrivateTmpdir(prefix = 'suite-'): { path: () => string } {
  const original = process.env.TMPDIR;
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    process.env.TMPDIR = dir;
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = original;
    rmSync(dir, { recursive: true, force: true });
  });
  return { path: () => dir };
}
