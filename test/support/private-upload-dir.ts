import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A folder of the suite's own for its portal's uploads (start the portal with `uploadDir: folder.path()`), so
 * that the suite's look for files left behind sees only its own portal's files, not those of a suite running
 * beside it. (Setting TMPDIR would not do: a test's process.env is its own copy, which os.tmpdir() never reads.)
 * Call at the top of a describe, before the hook that starts the portal.
 */
export function usePrivateUploadDir(prefix = 'suite-'): { path: () => string } {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return { path: () => dir };
}
