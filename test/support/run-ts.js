/**
 * Runs a TypeScript entry point of this repository in a plain Node process, without building dist/:
 * `node test/support/run-ts.js bff/main.ts`. Each .ts file is compiled to CommonJS as it is required
 * (swc, with the settings the test transformer uses: ES2022, legacy decorators with their design-time
 * metadata, define semantics for class fields); packages load as they do for the built app. For tests
 * that need the portal as separate processes while dist/ may be rebuilt by another suite.
 */
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    target: 'es2022',
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = function compileTs(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, { ...options, filename });
  module._compile(code, filename);
};

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node test/support/run-ts.js <entry.ts>');
  process.exit(2);
}
process.argv.splice(1, 2, path.resolve(entry));
require(path.resolve(entry));
