/**
 * The dependency rule of docs/architecture.md, checked by dependency-cruiser.
 * `npm run depcruise` runs it; test/architecture/dependency-rule.spec.ts runs it on every `npm test`
 * and shows that each rule catches what it names.
 * Paths are relative to where it runs (the repository root).
 */

/** Test code: specs, the cross-layer suites in test/ and the helper folders named testing/. */
const TEST_CODE = ['\\.spec\\.tsx?$', '\\.e2e-spec\\.ts$', '^test/', '(^|/)testing/'];
const SPEC = '\\.spec\\.tsx?$';
/** Composition roots may name adapters: module files and the app factory. */
const COMPOSITION_ROOT = ['\\.module\\.ts$', '(^|/)app\\.factory\\.ts$'];
/** The web app's one door to the BFF's contract. */
const WEB_CONTRACT = '^web/src/lib/contract\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'domain-only-domain',
      comment:
        'domain/ imports only domain/: no packages, no Node built-ins, no other layer (it is bundled into the web app too).',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: '^domain/' },
    },
    {
      name: 'application-only-application-and-domain',
      comment:
        "application/ imports only application/ and domain/: no packages (Nest's Injectable only through application/shared/injectable.ts).",
      severity: 'error',
      from: { path: '^application/', pathNot: ['^application/shared/injectable\\.ts$', SPEC] },
      to: { pathNot: '^(application|domain)/' },
    },
    {
      name: 'application-injectable-only-from-nest',
      comment: "application/shared/injectable.ts re-exports Nest's Injectable and imports nothing else.",
      severity: 'error',
      from: { path: '^application/shared/injectable\\.ts$' },
      to: { pathNot: ['^(application|domain)/', '(^|/)node_modules/@nestjs/common/'] },
    },
    {
      name: 'application-specs-only-nest-testing',
      comment: "A use case's spec may check its wiring with Nest's testing module, and imports no other package.",
      severity: 'error',
      from: { path: `^application/.*${SPEC}` },
      to: { pathNot: ['^(application|domain)/', '(^|/)node_modules/@nestjs/testing/'] },
    },
    {
      name: 'adapters-not-to-delivery',
      comment: 'adapters/ implement application ports; they never import bff/, cli/ or web/.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(bff|cli|web)/' },
    },
    {
      name: 'bff-not-to-cli-or-web',
      comment: 'bff/ never imports cli/ or web/.',
      severity: 'error',
      from: { path: '^bff/' },
      to: { path: '^(cli|web)/' },
    },
    {
      name: 'cli-not-to-bff-or-web',
      comment: 'cli/ never imports bff/ or web/.',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^(bff|web)/' },
    },
    {
      name: 'adapters-only-in-composition-roots',
      comment:
        'bff/ and cli/ name adapters only in module files and the app factory (composition roots); adapters/config/ (the one schema and reader of the environment) anywhere.',
      severity: 'error',
      from: { path: '^(bff|cli)/', pathNot: [...COMPOSITION_ROOT, ...TEST_CODE] },
      to: { path: '^adapters/', pathNot: '^adapters/config/' },
    },
    {
      name: 'web-only-domain-from-the-server-side',
      comment: 'web/ imports from the server side only domain/, and the BFF contract through web/src/lib/contract.ts.',
      severity: 'error',
      from: { path: '^web/', pathNot: WEB_CONTRACT },
      to: { path: '^(application|adapters|bff|cli)/' },
    },
    {
      name: 'web-contract-only-dto-types',
      comment:
        "web/src/lib/contract.ts names the BFF's *.dto.ts files and nothing else on the server side but domain/.",
      severity: 'error',
      from: { path: WEB_CONTRACT },
      to: { path: '^(application|adapters|bff|cli)/', pathNot: '^bff/.+\\.dto\\.ts$' },
    },
    {
      name: 'web-contract-types-only',
      comment:
        "web/src/lib/contract.ts imports the BFF's DTOs as types only (import type / export type), never at run time.",
      severity: 'error',
      from: { path: WEB_CONTRACT },
      to: { path: '^bff/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      comment: 'No module reaches itself again through its imports: a cycle ties layers or files into one unit.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'source-not-to-test-code',
      comment:
        'Source never imports test code (specs, test/, testing/ helper folders); tests may import source and each other.',
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { path: TEST_CODE, pathNot: '(^|/)node_modules/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves, so that no misspelt path slips past the rules above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // A package is a dependency the rules see, but its own imports are not cruised.
    doNotFollow: { path: '(^|/)node_modules/' },
    // import type and export type are dependencies too: the rules above see them, and so does no-circular.
    tsPreCompilationDeps: true,
    // import, export … from, import() and require().
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true,
    // TypeScript's own parser, with no transpiling first.
    parser: 'tsc',
  },
};
