import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { first } from '../../domain/shared/present';

/**
 * Runs dependency-cruiser with the repository's .dependency-cruiser.cjs and answers its violations.
 * It runs as its own process: dependency-cruiser is an ES module with top-level await, which jest's
 * CommonJS loader cannot load.
 */
export const REPO_ROOT = join(__dirname, '..', '..');
const CONFIG = join(REPO_ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(REPO_ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

/** One broken rule, as dependency-cruiser's baseline reporter writes it. */
export interface DepcruiseViolation {
  type: string;
  from: string;
  to: string;
  cycle?: Array<{ name: string }>;
  rule: { severity: string; name: string };
}

/** `rule: from → to` (a cycle: `rule: from → … → from`), one line a violation, so that a failure reads as a list. */
export const describeViolation = (v: DepcruiseViolation): string =>
  `${v.rule.name}: ${v.from} → ${v.cycle ? v.cycle.map((step) => step.name).join(' → ') : v.to}`;

function run(file: string, args: string[], cwd: string): Promise<DepcruiseViolation[]> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as DepcruiseViolation[]);
    });
  });
}

/** The check `npm run depcruise` makes of the whole tree (same roots, same configuration). */
export function cruiseRepository(): Promise<DepcruiseViolation[]> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return run(npm, ['run', '--silent', 'depcruise', '--', '--output-type', 'baseline'], REPO_ROOT);
}

/**
 * Writes `files` (repository-relative path → source) into a fresh folder that shares the repository's
 * node_modules, cruises it with the repository's configuration, and removes the folder.
 */
export function cruiseFixture(files: Record<string, string>): Promise<DepcruiseViolation[]> {
  const root = mkdtempSync(join(tmpdir(), 'dependency-rule-'));
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const roots = [...new Set(Object.keys(files).map((path) => first(path.split('/'))))];
  return run(process.execPath, [DEPCRUISE, '--config', CONFIG, '--output-type', 'baseline', ...roots], root).finally(
    () => rmSync(root, { recursive: true, force: true }),
  );
}
