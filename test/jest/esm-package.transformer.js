/**
 * NestJS 12 ships as ES modules. Node loads them from the compiled CommonJS app through require(esm),
 * but jest's module loader cannot, so for tests those packages are compiled to CommonJS by ts-jest.
 * `import.meta.url` has no CommonJS form; it becomes the file's own URL, and `import.meta.resolve`
 * becomes `require.resolve` (@nestjs/terminus checks its optional peers with it), `import.meta.dirname`
 * becomes `__dirname`.
 */
const { TsJestTransformer } = require('ts-jest');

const IMPORT_META_URL = /import\.meta\.url/g;
const IMPORT_META_RESOLVE = /import\.meta\.resolve\(/g;
const IMPORT_META_DIRNAME = /import\.meta\.dirname/g;
const SHADOWED_REQUIRE = /^const require = createRequire\([^)]*\);$/m;

class EsmPackageTransformer extends TsJestTransformer {
  process(source, path, options) {
    return super.process(this.rewrite(source, path), path, options);
  }
  processAsync(source, path, options) {
    return super.processAsync(this.rewrite(source, path), path, options);
  }
  getCacheKey(source, path, options) {
    return super.getCacheKey(this.rewrite(source, path), path, options);
  }
  rewrite(source, path) {
    if (!path.includes('node_modules')) return source;
    return source.replace(SHADOWED_REQUIRE, '').replace(IMPORT_META_URL, 'require("url").pathToFileURL(__filename).href').replace(IMPORT_META_RESOLVE, 'require.resolve(').replace(IMPORT_META_DIRNAME, '__dirname');
  }
}

module.exports = {
  createTransformer: (config) => new EsmPackageTransformer(config),
};
