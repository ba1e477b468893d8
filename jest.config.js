/** Unit suites sit beside the code; cross-layer suites live in test/. */
const transform = {
  '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json', diagnostics: false }],
};
const common = { testEnvironment: 'node', transform, moduleFileExtensions: ['ts', 'js', 'json'] };

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      roots: ['<rootDir>/domain', '<rootDir>/application', '<rootDir>/adapters', '<rootDir>/bff', '<rootDir>/cli'],
      testMatch: ['**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts', '**/*.spec.ts'],
      testTimeout: 30000,
    },
  ],
};
