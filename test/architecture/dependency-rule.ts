import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/** The layers of ARCHITECTURE.md and what each may import. */
export type Layer = 'domain' | 'application' | 'adapters' | 'bff' | 'web' | 'cli';
export const LAYERS: Layer[] = ['domain', 'application', 'adapters', 'bff', 'web', 'cli'];

export interface ImportRef {
  file: string; // repo-relative, posix
  specifier: string;
  typeOnly: boolean;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const IMPORT_RE = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const REQUIRE_RE = /\b(?:require|import)\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(file: string, source: string): ImportRef[] {
  const refs: ImportRef[] = [];
  for (const m of source.matchAll(IMPORT_RE)) refs.push({ file, specifier: m[3], typeOnly: !!m[2] });
  for (const m of source.matchAll(REQUIRE_RE)) refs.push({ file, specifier: m[1], typeOnly: false });
  return refs;
}

function layerOf(path: string): Layer | null {
  const top = path.split('/')[0];
  return (LAYERS as string[]).includes(top) ? (top as Layer) : null;
}

/** A composition root may name adapters: module files and the app factory. */
function isCompositionRoot(file: string): boolean {
  return /\.module\.ts$/.test(file) || /(^|\/)app\.factory\.ts$/.test(file);
}

export function checkImport(ref: ImportRef): Violation | null {
  const from = layerOf(ref.file);
  if (!from) return null;
  const relativeImport = ref.specifier.startsWith('.');
  const target = relativeImport ? layerOf(posix.normalize(posix.join(posix.dirname(ref.file), ref.specifier))) : null;
  const bad = (rule: string): Violation => ({ file: ref.file, specifier: ref.specifier, rule });

  switch (from) {
    case 'domain':
      if (!relativeImport) return bad('domain/ imports no packages and no Node built-ins');
      return target === 'domain' ? null : bad('domain/ imports only domain/');
    case 'application':
      if (!relativeImport) {
        const allowed =
          (ref.specifier === '@nestjs/common' && ref.file === 'application/shared/injectable.ts') ||
          // A use case's test may check its wiring with Nest's testing module.
          (ref.specifier === '@nestjs/testing' && /\.spec\.ts$/.test(ref.file));
        return allowed
          ? null
          : bad("application/ imports no packages (Nest's Injectable only through application/shared/injectable.ts)");
      }
      return target === 'application' || target === 'domain' ? null : bad('application/ imports only application/ and domain/');
    case 'adapters':
      return target === 'bff' || target === 'cli' || target === 'web' ? bad('adapters/ implement application ports; they never import bff/, cli/ or web/') : null;
    case 'bff':
      if (target === 'cli' || target === 'web') return bad('bff/ never imports cli/ or web/');
      if (target === 'adapters' && !isCompositionRoot(ref.file)) return bad('bff/ names adapters only in module files (composition roots)');
      return null;
    case 'cli':
      if (target === 'bff' || target === 'web') return bad('cli/ never imports bff/ or web/');
      if (target === 'adapters' && !isCompositionRoot(ref.file)) return bad('cli/ names adapters only in its module file');
      return null;
    case 'web':
      if (target === 'domain' || target === 'web' || target === null) return null;
      if (target === 'bff' && ref.typeOnly) return null;
      return bad('web/ imports domain/ at run time and bff/ contract types only (import type)');
  }
}

export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name === 'node_modules' || name === 'dist') continue;
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(relative(root, full).split(sep).join('/'));
    }
  };
  try {
    walk(join(root, dir));
  } catch {
    // A layer that does not exist yet has nothing to check.
  }
  return out;
}

export function checkTree(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const layer of LAYERS) {
    for (const file of sourceFiles(root, layer)) {
      if (/\.spec\.tsx?$/.test(file) && layer !== 'domain' && layer !== 'application') continue;
      for (const ref of importsOf(file, readFileSync(join(root, file), 'utf8'))) {
        const v = checkImport(ref);
        if (v) violations.push(v);
      }
    }
  }
  return violations;
}
