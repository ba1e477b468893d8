/**
 * Unit suites sit beside the code; cross-layer suites live in test/.
 * TypeScript, TSX and the ES-module packages (NestJS 12 ships as ES modules; Node runs the compiled
 * CommonJS app through require(esm), which jest's module loader cannot) are compiled to CommonJS by
 * swc (test/jest/swc.transformer.js); `npm run typecheck` checks the types.
 */
const esmPackages = ['@nestjs', 'uid', 'commander'].join('|');
const transform = { '^.+\\.(tsx?|m?js)$': '<rootDir>/test/jest/swc.transformer.js' };
const common = {
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  setupFiles: ['<rootDir>/test/jest/quiet-logs.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/jest/decimal-equality.ts'],
};

module.exports = {
  testTimeout: 30000,
  // Two workers on a 2-core machine: browser and e2e suites spend much of their time waiting on Chromium,
  // a sandbox or Redis, so a second worker shortens the run (jest's default would be one).
  maxWorkers: 2,
  // A worker that has run many app-starting suites holds a large heap, which makes every full collection
  // (and a suite that measures memory after them) slow: past this size it is replaced after its suite.
  workerIdleMemoryLimit: '800MB',
  reporters: ['default', '<rootDir>/test/jest/summary-reporter.js'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      roots: ['<rootDir>/domain', '<rootDir>/application', '<rootDir>/adapters', '<rootDir>/bff', '<rootDir>/cli'],
      testMatch: ['**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
      moduleFileExtensions: ['tsx', 'ts', 'js', 'mjs', 'json'],
      moduleNameMapper: { '\\.css$': '<rootDir>/test/jest/style-stub.js' },
      setupFiles: ['<rootDir>/web/src/testing/jsdom-setup.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts', '**/*.spec.ts'],
    },
  ],
};
