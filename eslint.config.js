import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'packages/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // A feature never imports another feature: what features share lives outside src/features.
  ...[
    ['packages/web/src/features/*/*.{ts,tsx}', '^\\.\\./[^./]'],
    ['packages/web/src/features/*/*/**/*.{ts,tsx}', '^\\.\\./\\.\\./[^./]'],
  ].map(([files, otherFeature]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `${otherFeature}|/features/`,
              message: 'Features must not import each other: move what they share to src/.',
            },
            { regex: '(^|/)app/', message: 'Features must not import the app shell (src/app).' },
          ],
        },
      ],
    },
  })),
  {
    // The layers below features (what several features use alike) never import upwards.
    files: ['packages/web/src/{lib,components,hooks,utils,entities}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|app)/',
              message: 'lib, components, hooks, utils and entities sit below features and the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // A server module's repo is its own: other modules read it through its read model.
    files: ['packages/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+[^./]+/repo$',
              message:
                "Another module's repo is its own: import its read-model.ts (or add what you need there).",
            },
          ],
        },
      ],
    },
  },
  {
    // Sample data belongs to tests: the product never ships it.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/*/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@shop/shared/testing']",
          message: 'Sample data is for tests only.',
        },
      ],
    },
  },
  {
    // shared is imported by the browser and the server alike: no Node or DOM APIs.
    files: ['packages/shared/**/*.ts'],
    languageOptions: { globals: {} },
  },
  {
    files: [
      'packages/server/src/server.ts',
      'packages/server/src/migrate-cli.ts',
      'packages/server/src/backup-cli.ts',
      'packages/server/src/restore-cli.ts',
      'bench/**',
      'e2e/**',
      'scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
