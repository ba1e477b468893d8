import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTAL_ENV } from '../../bff/config/env-schema';

const ROOT = join(__dirname, '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The README stands on its own in a clone: everything it points at is inside the repository. */
describe('README', () => {
  it('points at nothing outside the repository', () => {
    expect(README).not.toMatch(/\.\.\/shared|\]\(\.\.\//);
    expect(README).not.toMatch(/`\.\.\//);
  });

  it('links only to files that exist', () => {
    const links = [...README.matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/.test(l));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect({ link, exists: existsSync(join(ROOT, link)) }).toEqual({ link, exists: true });
  });

  it('names every configuration variable the portal reads (its schema, bff/config/env-schema.ts)', () => {
    for (const v of Object.keys(PORTAL_ENV)) expect({ v, documented: README.includes(`| \`${v}\` |`) }).toEqual({ v, documented: true });
  });
});
