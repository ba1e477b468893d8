import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Type } from '@nestjs/common';
import { AREA_MODULES } from './app.module';

/** bff/ files whose names end in `suffix`, relative to bff/. */
function bffFiles(suffix: string, dir = __dirname): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : bffFiles(suffix, path);
    return entry.name.endsWith(suffix) ? [relative(__dirname, path)] : [];
  });
}

/** The classes a file exports. */
async function exportedClasses(file: string): Promise<Type[]> {
  const exported = (await import(`./${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
  return Object.values(exported).filter((value): value is Type => typeof value === 'function');
}

/** The classes the files export that pass `keep`, each with its file. */
async function classesOf(files: readonly string[], keep: (c: Type) => boolean): Promise<Map<Type, string>> {
  const found = await Promise.all(
    files.map(async (file) => (await exportedClasses(file)).filter(keep).map((c) => [c, file] as const)),
  );
  return new Map<Type, string>(found.flat());
}

const declared = (module: Type): Type[] => (Reflect.getMetadata('controllers', module) as Type[] | undefined) ?? [];
const moduleFiles = bffFiles('.module.ts').filter((file) => dirname(file) !== '.');

describe('the bff area modules', () => {
  let controllerFiles = new Map<Type, string>();
  let areaModuleFiles = new Map<Type, string>();

  beforeAll(async () => {
    controllerFiles = await classesOf(bffFiles('.controller.ts'), (c) => !!Reflect.getMetadata('__controller__', c));
    areaModuleFiles = await classesOf(moduleFiles, (m) => declared(m).length > 0);
  });

  it('find the controllers', () => {
    expect(controllerFiles.size).toBeGreaterThan(30);
  });

  it('declare every controller of bff/ in exactly one area module, the one of its folder', () => {
    const where = [...controllerFiles].map(([controller, file]) => ({
      controller: file,
      modules: AREA_MODULES.filter((m) => declared(m).includes(controller)).map(
        (m) => areaModuleFiles.get(m) ?? m.name,
      ),
    }));
    expect(where).toEqual(
      [...controllerFiles.values()].map((file) => ({
        controller: file,
        modules: [join(dirname(file), `${dirname(file)}.module.ts`)],
      })),
    );
  });

  it('are all composed by the app module, one per folder with controllers', () => {
    expect(new Set(AREA_MODULES)).toEqual(new Set(areaModuleFiles.keys()));
    expect(AREA_MODULES.map((m) => areaModuleFiles.get(m)).sort()).toEqual(
      [...new Set([...controllerFiles.values()].map((f) => join(dirname(f), `${dirname(f)}.module.ts`)))].sort(),
    );
  });

  it('declare only controllers of bff/', () => {
    expect(AREA_MODULES.flatMap(declared).filter((c) => !controllerFiles.has(c))).toEqual([]);
  });

  it('name no adapters: the app module chooses them (the composition root)', () => {
    const naming = [...areaModuleFiles.values()].filter((file) =>
      /from '(\.\.\/)+adapters\//.test(readFileSync(join(__dirname, file), 'utf8')),
    );
    expect(naming).toEqual([]);
  });
});
