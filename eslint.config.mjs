// Lint rules for the whole tree: typescript-eslint's type-checked rules everywhere, React's hook rules
// and jsx-a11y in the web app. Formatting is Prettier's (eslint-config-prettier turns off the rules it owns).
// `npm run lint` runs it with no warning allowed; `npm test` runs `npm run lint`.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** jsx-a11y's tabIndex rule as its recommended setting has it, with these roles also allowed the focus. */
const focusableRoles = (...roles) => ['error', { tags: [], roles, allowExpressionValues: true }];

export default tseslint.config(
  { ignores: ['dist/', 'web/dist/', 'node_modules/', 'test-artifacts/', 'coverage/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // A leading underscore names what a signature or a destructuring must hold but the code does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // A scrollable region (a wide table, a long explanation) is focusable so that a keyboard can
      // scroll it: WCAG 2.1.1, and axe's scrollable-region-focusable in the browser suites.
      'jsx-a11y/no-noninteractive-tabindex': focusableRoles('tabpanel', 'region'),
    },
  },
  {
    // The chart's plot is one tab stop whose arrow keys step through the points, announced in a live
    // region and described by a hint: a keyboard-operable graphic, for which ARIA has no widget role.
    // It stays a labelled group with the 'chart' role description; axe checks it in the browser suites.
    files: ['web/src/components/charts/ChartFrame.tsx'],
    rules: {
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
      'jsx-a11y/no-noninteractive-tabindex': focusableRoles('tabpanel', 'region', 'group'),
    },
  },
  {
    // Tests and their fakes read the portal's JSON answers (supertest's body is `any`) and stand in for
    // async ports with async functions that need no await: the unsafe-any family, require-await and
    // unbound-method (jest's expect(mock.method)) are for the product's code, not for these.
    files: ['test/**', '**/*.spec.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The few plain JavaScript files (jest's configuration and transformer, the boundary rules) are
    // CommonJS run by Node, outside both TypeScript projects.
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['eslint.config.mjs'], languageOptions: { sourceType: 'module' } },
  prettier,
);
