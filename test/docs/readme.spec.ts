import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { PORTAL_ENV } from '../../adapters/config/env-schema';
import { PortalConfigError, readPortalEnv } from '../../adapters/config/read-env';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from '../../cli/cli-io';
import { portal } from '../../cli/testing/run-portal';
import { fromCumulative } from '../../domain/performance/annualisation';
import { generateFirm } from '../../adapters/sandbox-platform/data/generate-firm';
import { DEMO_CODE, DEMO_PASSWORD, IDS } from '../../adapters/sandbox-platform/data/demo-constants';
import { PERSONAS } from '../../adapters/sandbox-platform/data/personas';
import { first, itemAt, present } from '../../domain/shared/present';

const ROOT = join(__dirname, '..', '..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const README = read('README.md');
const DOCS = readdirSync(join(ROOT, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);
const PAGES = ['README.md', ...DOCS];
const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** The text of one `## Heading` section (down to the next heading of the same or a higher level). */
function section(text: string, heading: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^#+ /.test(l) && l.replace(/^#+ /, '') === heading);
  if (start < 0) return '';
  const level = /^#+/.exec(itemAt(lines, start))![0].length;
  const end = lines.findIndex((l, i) => i > start && /^#+ /.test(l) && /^#+/.exec(l)![0].length <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const anchorsOf = (text: string): string[] =>
  [...text.matchAll(/^#+ (.+)$/gm)].map((m) => anchor(present(m[1], 'a heading')));

/** The rows of a Markdown table whose first cell is a back-quoted name: name → cells after it (the cells may be padded to align the columns). */
function tableRows(text: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const m of text.matchAll(/^\| `([^`]+)` +\|(.*)\|$/gm))
    rows.set(
      present(m[1], 'a back-quoted name'),
      present(m[2], 'the cells after the name')
        .split(/(?<!\\) \| /)
        .map((c) => c.trim()),
    );
  return rows;
}

const unticked = (text: string): string => text.replace(/`/g, '');

/** The README is the front door: short, true, and standing on its own; the detail is in docs/. */
describe('README and docs/', () => {
  it('point at nothing outside the repository', () => {
    for (const page of PAGES) {
      const text = read(page);
      expect({ page, outside: /\.\.\/shared|`\.\.\//.test(text) }).toEqual({ page, outside: false });
      if (page === 'README.md') expect(text).not.toMatch(/\]\(\.\.\//);
    }
  });

  it('link only to files and headings that exist', () => {
    for (const page of PAGES) {
      const links = [...read(page).matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => present(m[1], 'a link target'))
        .filter((l) => !/^[a-z]+:/.test(l));
      for (const link of links) {
        const [file, hash] = link.split('#');
        const target = file ? normalize(join(dirname(page), file)) : page;
        const exists = !target.startsWith('..') && existsSync(join(ROOT, target));
        expect({ page, link, exists }).toEqual({ page, link, exists: true });
        if (hash && target.endsWith('.md'))
          expect({ page, link, anchors: anchorsOf(read(target)).includes(hash) }).toEqual({
            page,
            link,
            anchors: true,
          });
      }
    }
  });

  it('README links to every page of docs/', () => {
    const more = section(README, 'Where to read more');
    for (const page of DOCS) expect({ page, linked: more.includes(`](${page})`) }).toEqual({ page, linked: true });
  });

  it('name only npm scripts that package.json has', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>);
    for (const page of PAGES) {
      const named = [...read(page).matchAll(/\bnpm run ([\w:-]+)/g)].map((m) => present(m[1], 'a script name'));
      if (/\bnpm start\b/.test(read(page))) named.push('start');
      if (/\bnpm test\b/.test(read(page))) named.push('test');
      for (const script of named)
        expect({ page, script, exists: scripts.includes(script) }).toEqual({ page, script, exists: true });
    }
  });
});

describe('README', () => {
  it('gives the two quick-start commands: the portal on the embedded sandbox, and every test', () => {
    const quick = section(README, 'Quick start');
    expect(quick).toContain('```sh\nnpm install && npm start\n```');
    expect(quick).toContain('```sh\nnpm test\n```');
    const scripts = JSON.parse(read('package.json')).scripts as Record<string, string>;
    // npm start builds the server and the web app, then serves them; npm test checks the types, builds
    // the web app, runs jest (every project) and, beside it, the lint and the formatting check.
    expect(scripts.start).toMatch(/^npm run build && node dist\/bff\/main\.js$/);
    expect(scripts.build).toContain('build:web');
    expect(scripts.test).toBe('bash scripts/test-all.sh');
    const testAll = read('scripts/test-all.sh');
    for (const step of [
      'npm run --silent typecheck',
      'npm run --silent build:web',
      'npx jest "$@"',
      'npm run --silent lint',
      'npm run --silent format:check',
    ]) {
      expect(testAll).toContain(step);
    }
  });

  it("lists every persona of the sandbox that signs in, with the sandbox's password and code", () => {
    const personas = section(README, 'Personas to try');
    const table = tableRows(personas);
    const firm = generateFirm();
    const usernames = [
      ...PERSONAS.map((p) => p.username).filter((u) => u !== 'scale'),
      ...firm.advisers.map((a) => firm.users.find((u) => u.userId === a.userId)!.username),
    ];
    expect([...table.keys()].sort()).toEqual([...usernames].sort());
    expect(personas).toContain(`password is \`${DEMO_PASSWORD}\``);
    expect(personas).toContain(`password-reset code is \`${DEMO_CODE}\``);
  });

  it("counts each adviser's clients as the demo firm has them", () => {
    const firm = generateFirm();
    const count = (adviserEntityId: number) => firm.clients.filter((c) => c.adviserEntityId === adviserEntityId).length;
    const table = tableRows(section(README, 'Personas to try'));
    expect(table.get('adviser')![0]).toContain(`adviser with ${count(IDS.adviserEntity)} clients`);
    expect(table.get('adviser2')![0]).toContain(`adviser with ${count(IDS.adviser2Entity)} other clients`);
  });

  it("has the Configuration section the start-up error points at, naming only the schema's variables", () => {
    expect(new PortalConfigError([]).message).toContain('"Configuration" in the README');
    const config = section(README, 'Configuration');
    const named = [...tableRows(config).keys()];
    expect(named.length).toBeGreaterThan(5);
    for (const v of named) expect({ v, inSchema: v in PORTAL_ENV }).toEqual({ v, inSchema: true });
    expect(config).toContain('](docs/configuration.md)');
  });

  it('names every support CLI command, with a link to docs/cli.md', async () => {
    const cli = section(README, 'The support CLI');
    for (const command of await cliCommands())
      expect({ command, named: cli.includes(`portal ${command}`) }).toEqual({ command, named: true });
    expect(cli).toContain('](docs/cli.md)');
  });

  it('runs against a real platform and Redis with variables that pass the production checks', () => {
    const real = section(README, 'Running against a real platform and a real Redis');
    const env: Record<string, string> = {};
    for (const line of real.match(/^export .+$/gm) ?? []) {
      for (const m of line.slice('export '.length).matchAll(/(\w+)=(\S+|<[^>]+>)/g)) {
        const value = present(m[2], 'a value');
        env[present(m[1], 'a variable name')] = /^[<$]/.test(value) ? 'a-placeholder-value' : value;
      }
    }
    expect(Object.keys(env).sort()).toEqual([
      'NODE_ENV',
      'PLATFORM_APP_ID',
      'PLATFORM_URL',
      'REDIS_URL',
      'SESSION_SECRET',
      'TRUST_PROXY',
    ]);
    expect(env.NODE_ENV).toBe('production');
    expect(() => readPortalEnv(env)).not.toThrow();
    expect(real).toContain('](docs/operations.md)');
  });
});

describe('docs/', () => {
  it('each page holds the sections moved out of the README', () => {
    const expected: Record<string, string[]> = {
      'docs/api.md': [
        'What the API answers (OpenAPI)',
        'One client at a time, in every tab',
        'Explain this number',
        'Analysis and dashboard reads',
        'Download CSV',
        'Assets',
        'Messages and documents',
        'Valuation reports',
        'My Account and the mobile wrapper',
        'Mobile wrapper',
        'Annual review',
        "Contact us and 'Who has viewed my portal'",
      ],
      'docs/configuration.md': ['How the variables are checked', 'The portal', 'The embedded sandbox'],
      'docs/operations.md': [
        'Running against a real platform and a real Redis',
        'Deployment',
        'Health, platform faults and request ids',
        'Logs and metrics',
        'Logs',
        'Metrics',
        'Alerting rules',
        "The platform's protocol",
        'Security',
      ],
      'docs/cli.md': ['Running it', 'Which platform', 'Commands', 'Signing in', 'Exit codes'],
      'docs/development.md': ['Layout', 'Where a rule goes', 'The dependency rule', 'Tests', 'Benchmarks'],
      'docs/sandbox.md': [
        'Clients and advisers',
        'Messages, documents and signing',
        'Assets',
        'Making it fail on purpose',
      ],
    };
    for (const [page, headings] of Object.entries(expected)) {
      for (const heading of headings)
        expect({ page, heading, present: section(read(page), heading).trim().length > 0 }).toEqual({
          page,
          heading,
          present: true,
        });
    }
  });

  it("configuration.md: every variable the portal reads, with the schema's default and accepted values", () => {
    const table = tableRows(read('docs/configuration.md'));
    for (const [v, variable] of Object.entries(PORTAL_ENV)) {
      const row = table.get(v);
      expect({ v, documented: !!row }).toEqual({ v, documented: true });
      const unset = itemAt(row!, 0);
      const accepted = itemAt(row!, 1);
      expect({ v, default: unticked(unset) }).toEqual({
        v,
        default: expect.stringContaining(unticked(variable.unset)),
      });
      expect({ v, accepted: accepted.replace(/\\\|/g, '|') }).toEqual({ v, accepted: variable.kind.rule });
    }
    expect([...table.keys()].filter((v) => !(v in PORTAL_ENV))).toEqual([]);
  });

  it('cli.md: every command and every option the CLI has, and its exit codes', async () => {
    const doc = read('docs/cli.md');
    for (const command of await cliCommands()) {
      expect({ command, named: doc.includes(`### \`portal ${command}`) }).toEqual({ command, named: true });
      const help = (await portal([...command.split(' '), '--help'])).stdout;
      for (const [option] of help.matchAll(/--[a-z-]+/g))
        if (option !== '--help')
          expect({ command, option, named: doc.includes(`\`${option}`) }).toEqual({ command, option, named: true });
    }
    expect(flat(section(doc, 'Exit codes'))).toMatch(
      new RegExp(`^ ?${EXIT_OK} success; ${EXIT_FAILURE} the command failed.*; ${EXIT_USAGE} wrong usage`),
    );
  });

  it("api.md says what '1 year' across a 29 February shows, as the annualising rule computes it", () => {
    const text = flat(read('docs/api.md'));
    const sentence = /'1 year' opens at.*?% a year\./.exec(text)?.[0] ?? '';
    expect(sentence).toContain('366 days');
    expect(sentence).not.toMatch(/366[^;]*annualised return is (exactly )?its cumulative one/);
    const [, gained, shown] = /gained (\d+\.\d\d)% shows (\d+\.\d\d)% a year/.exec(sentence) ?? [];
    expect(shown).toBe((fromCumulative(Number(gained) / 100, 366).value * 100).toFixed(2));
  });

  it('name only paths of the repository that exist, and test commands that run something', () => {
    for (const page of PAGES) {
      const text = read(page);
      const paths = [
        ...text.matchAll(
          /`((?:domain|application|adapters|bff|cli|web|test|docs)\/[^`\s<>{}*…|]*)`|npx jest ((?:domain|application|adapters|bff|cli|web|test)\/[^\s`…]+)/g,
        ),
      ].map((m) => present(m[1] ?? m[2], 'a path'));
      // Build output (web/dist) exists only after a build; `application/json` and the like are media types.
      const mediaType = /^application\/(json|pdf|xml|octet-stream|x-[\w.-]+|[\w.-]+\+(json|xml))$/;
      for (const path of paths.filter((p) => !p.startsWith('web/dist') && !mediaType.test(p))) {
        const base = join(ROOT, path);
        const exists =
          existsSync(base) ||
          (existsSync(dirname(base)) &&
            readdirSync(dirname(base)).some((f) => f.startsWith(base.slice(dirname(base).length + 1))));
        expect({ page, path, exists }).toEqual({ page, path, exists: true });
      }
    }
    expect(read('docs/development.md')).toMatch(/npx jest test\/bff\/\S+/);
  });
});

/** The CLI's commands as its help lists them: 'login replay', 'access dump', … */
async function cliCommands(): Promise<string[]> {
  const listed = (help: string) =>
    [...first((help.split('Commands:\n')[1] ?? '').split('\n\n')).matchAll(/^ {2}([a-z]+)/gm)]
      .map((m) => present(m[1], 'a command name'))
      .filter((c) => c !== 'help');
  const commands: string[] = [];
  for (const group of listed((await portal(['--help'])).stdout)) {
    for (const sub of listed((await portal([group, '--help'])).stdout)) commands.push(`${group} ${sub}`);
  }
  expect(commands.length).toBeGreaterThanOrEqual(4);
  return commands;
}
