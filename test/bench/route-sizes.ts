import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './figures-table';
import { present } from '../../domain/shared/present';

const WEB_DIST = join(__dirname, '..', '..', '..', 'web', 'dist');
/** Issue 10 "Benchmark": each route chunk at most 150 KB gzip; the login page (the entry) under 125 KB. */
export const ROUTE_CHUNK_TARGET_KB = 150;
export const LOGIN_PAGE_TARGET_KB = 125;

/** One entry of Vite's build manifest (build.manifest in web/vite.config.mts). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * A route of the web app: the lazily loaded modules it needs beyond the entry (its page and the
 * signed-in layout around it, as `web/src/app/App.tsx` loads them), and the chart chunks its first
 * screen draws (`components/charts/lazy-charts.ts`).
 */
export interface WebRoute {
  name: string;
  path: string;
  modules: string[];
}

export const HOME_ROUTE: WebRoute = {
  name: 'home page',
  path: '/core/clients/home/',
  modules: [
    'src/features/shell/SignedInLayout.tsx',
    'src/features/home/HomePage.tsx',
    'src/components/charts/LineChart.tsx',
  ],
};
export const ANALYSIS_ROUTE: WebRoute = {
  name: 'analysis page',
  path: '/core/clients/analysis/',
  modules: [
    'src/features/shell/SignedInLayout.tsx',
    'src/features/analysis/AnalysisPage.tsx',
    'src/components/charts/LineChart.tsx',
  ],
};

const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const gzipKb = (dist: string, file: string): number =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunks a module needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const k of manifest[key]?.imports ?? []) visit(k);
  };
  keys.forEach(visit);
  return seen;
}

/** The keys of the entry chunks (isEntry in the manifest). */
const entryKeysOf = (manifest: Manifest): string[] =>
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);

/** The JavaScript and CSS files of some chunks, each once. */
const filesOf = (manifest: Manifest, keys: Set<string>): Set<string> =>
  new Set(
    [...keys].flatMap((k) => {
      const chunk = present(manifest[k], `${k} in the build manifest`);
      return [chunk.file, ...(chunk.css ?? [])];
    }),
  );

/** The files a route loads beyond the entry's (which the login page already loaded), with their gzip sizes. */
export function routeFiles(route: WebRoute, dist = WEB_DIST): { file: string; kb: number }[] {
  const manifest = readManifest(dist);
  const missing = route.modules.filter((m) => !manifest[m]);
  if (missing.length) throw new Error(`not in the build manifest: ${missing.join(', ')}`);
  const entryKeys = entryKeysOf(manifest);
  const entryFiles = filesOf(manifest, staticClosure(manifest, entryKeys));
  const routeFiles = [...filesOf(manifest, staticClosure(manifest, route.modules))].filter((f) => !entryFiles.has(f));
  return routeFiles.map((file) => ({ file, kb: gzipKb(dist, file) })).sort((a, b) => b.kb - a.kb);
}

/** The entry's files (what the login page loads), gzip. */
export function entryKb(dist = WEB_DIST): { files: string[]; kb: number } {
  const manifest = readManifest(dist);
  const files = [...filesOf(manifest, staticClosure(manifest, entryKeysOf(manifest)))];
  return { files, kb: files.reduce((sum, f) => sum + gzipKb(dist, f), 0) };
}

/** Per route: the whole route beyond the entry, the route's total with the entry, and each of its chunks against the target. */
export function routeSizeFigures(routes: WebRoute[], dist = WEB_DIST): Figure[] {
  const entry = entryKb(dist);
  const figures: Figure[] = [
    {
      name: 'login page (entry) JavaScript and CSS',
      value: entry.kb,
      unit: 'KB',
      atMost: LOGIN_PAGE_TARGET_KB,
      note: entry.files.join(', '),
    },
  ];
  for (const route of routes) {
    const files = routeFiles(route, dist);
    const beyond = files.reduce((sum, f) => sum + f.kb, 0);
    figures.push({
      name: `${route.name}: lazy chunks beyond the entry`,
      value: beyond,
      unit: 'KB',
      note: `${files.length} files`,
    });
    figures.push({ name: `${route.name}: all it loads with the entry`, value: beyond + entry.kb, unit: 'KB' });
    for (const f of files)
      figures.push({
        name: `  ${f.file.replace(/^assets\//, '')}`,
        value: f.kb,
        unit: 'KB',
        atMost: ROUTE_CHUNK_TARGET_KB,
      });
  }
  return figures;
}
