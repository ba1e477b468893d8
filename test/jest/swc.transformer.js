/**
 * Compiles the project's TypeScript (and TSX for the web app) to CommonJS for jest with swc: the same
 * output the TypeScript compiler gives under the project's settings (ES2022, legacy decorators with
 * their design-time metadata for Nest's injection, define semantics for class fields, React's
 * automatic JSX runtime), without building a program per file. Type checking is `npm run typecheck`.
 *
 * NestJS 12 ships as ES modules. Node loads them from the compiled CommonJS app through require(esm),
 * but jest's module loader cannot, so for tests those packages are compiled to CommonJS here too.
 * `import.meta.url` has no CommonJS form; it becomes the file's own URL, and `import.meta.resolve`
 * becomes `require.resolve` (@nestjs/terminus checks its optional peers with it), `import.meta.dirname`
 * becomes `__dirname`.
 */
const { createTransformer } = require('@swc/jest');

const IMPORT_META_URL = /import\.meta\.url/g;
const IMPORT_META_RESOLVE = /import\.meta\.resolve\(/g;
const IMPORT_META_DIRNAME = /import\.meta\.dirname/g;
const SHADOWED_REQUIRE = /^const require = createRequire\([^)]*\);$/m;

function options(parser) {
  return {
    jsc: {
      parser,
      target: 'es2022',
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: true,
        react: { runtime: 'automatic' },
      },
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  };
}

const byKind = {
  ts: createTransformer(options({ syntax: 'typescript', decorators: true })),
  tsx: createTransformer(options({ syntax: 'typescript', decorators: true, tsx: true })),
  js: createTransformer(options({ syntax: 'ecmascript', importMeta: true })),
};

const kindOf = (path) => (path.endsWith('.tsx') ? 'tsx' : path.endsWith('.ts') ? 'ts' : 'js');

function rewrite(source, path) {
  if (!path.includes('node_modules')) return source;
  return source
    .replace(SHADOWED_REQUIRE, '')
    .replace(IMPORT_META_URL, 'require("url").pathToFileURL(__filename).href')
    .replace(IMPORT_META_RESOLVE, 'require.resolve(')
    .replace(IMPORT_META_DIRNAME, '__dirname');
}

module.exports = {
  process: (source, path, opts) => byKind[kindOf(path)].process(rewrite(source, path), path, opts),
  processAsync: (source, path, opts) => byKind[kindOf(path)].processAsync(rewrite(source, path), path, opts),
  getCacheKey: (source, path, opts) =>
    `${kindOf(path)}:${byKind[kindOf(path)].getCacheKey(rewrite(source, path), path, opts)}`,
};
