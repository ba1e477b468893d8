/**
 * Unit suites sit beside the code; cross-layer suites live in test/.
 * NestJS 12 ships as ES modules; Node runs the compiled CommonJS app through require(esm), and jest's
 * own module loader gets the same packages compiled to CommonJS by ts-jest.
 */
const esmPackages = ['@nestjs', 'uid', 'commander'].join('|');
const tsJest = { tsconfig: '<rootDir>/tsconfig.spec.json', diagnostics: false };
const transform = {
  '^.+\\.ts$': ['ts-jest', tsJest],
  '^.+\\.m?js$': ['<rootDir>/test/jest/esm-package.transformer.js', tsJest],
};
const common = {
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  setupFiles: ['<rootDir>/test/jest/quiet-logs.ts'],
};

module.exports = {
  testTimeout: 30000,
  // Two workers on a 2-core machine: browser and e2e suites spend much of their time waiting on Chromium,
  // a sandbox or Redis, so a second worker shortens the run (jest's default would be one).
  maxWorkers: 2,
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
      // One ts-jest entry for .ts and .tsx alike: ts-jest keeps one configuration per project.
      transform: {
        '^.+\\.tsx?$': ['ts-jest', { ...tsJest, tsconfig: '<rootDir>/web/tsconfig.spec.json' }],
        '^.+\\.m?js$': ['<rootDir>/test/jest/esm-package.transformer.js', { ...tsJest, tsconfig: '<rootDir>/web/tsconfig.spec.json' }],
      },
    },
    {
      ...common,
      displayName: 'e2e',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts', '**/*.spec.ts'],
    },
  ],
};
