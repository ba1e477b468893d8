/**
 * Runs a TypeScript entry point of this repository in a plain Node process, without building dist/:
 * `node test/support/run-ts.js bff/main.ts`. Each .ts file is compiled to CommonJS as it is required
 * (TypeScript's transpileModule, with the project's decorator settings); packages load as they do
 * for the built app. For tests that need the portal as separate processes while dist/ may be rebuilt
 * by another suite.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  inlineSourceMap: true,
};

require.extensions['.ts'] = function compileTs(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { outputText } = ts.transpileModule(source, { fileName: filename, compilerOptions });
  module._compile(outputText, filename);
};

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node test/support/run-ts.js <entry.ts>');
  process.exit(2);
}
process.argv.splice(1, 2, path.resolve(entry));
require(path.resolve(entry));
