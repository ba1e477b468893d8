import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { internalMark } from '../../domain/errors/internal-text';

const ROOT = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.spec\.ts$/.test(name) ? [path] : [];
  });
}

/** The exported strings of a module, at any depth of arrays and plain objects. */
function strings(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  return Object.values(value as Record<string, unknown>).flatMap((v) => strings(v, depth + 1));
}

/**
 * A sentence for people: words with spaces between them, not a path, a link or a pattern. A text that points a
 * developer at one of the portal's own endpoints ('… GET /api/signing/requests') is left out: the rule reads
 * the platform's texts, never the portal's.
 */
const isMessage = (s: string): boolean => /^[A-Z'"‘(]/.test(s) && /\s/.test(s) && !/^\/|https?:|\/api\//.test(s);

/**
 * Every text the portal itself shows users (the spec's texts live as domain and use-case constants) reads as a message for
 * people to the rule that withholds internal-looking platform texts: the rule never flags the portal's own words.
 */
describe('user texts and the looks-internal rule', () => {
  it('flags none of the texts the domain and the use cases define for users', () => {
    const flagged: string[] = [];
    let checked = 0;
    for (const file of [...sources(join(ROOT, 'domain')), ...sources(join(ROOT, 'application'))]) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = require(file) as Record<string, unknown>;
      for (const text of strings(exported).filter(isMessage)) {
        checked++;
        const mark = internalMark(text);
        if (mark) flagged.push(`${relative(ROOT, file)}: ${mark}: ${text}`);
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(flagged).toEqual([]);
  });
});
