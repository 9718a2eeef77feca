// Lint for every project. Module boundaries are enforced here: a service never imports another
// service or the gateway, libraries never import apps, and the web app imports only the contracts.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['@atelier/catalog', '@atelier/gateway', '@atelier/all-in-one'];
const boundary = (allowedApps, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: apps.filter((app) => !allowedApps.includes(app)), message }] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/generated/**',
      '.data/**',
      '.nx/**',
      'web/public/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Nest resolves constructor parameters from emitted type metadata: those imports must stay values.
    files: ['services/**/*.ts', 'gateway/**/*.ts', 'libs/platform/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  { files: ['libs/**/*.ts'], rules: boundary([], 'libraries must not import apps') },
  {
    files: ['services/catalog/**/*.ts'],
    rules: boundary(['@atelier/catalog'], 'a service never imports another service or the gateway'),
  },
  {
    files: ['gateway/**/*.ts'],
    rules: boundary(['@atelier/gateway'], 'the gateway reaches services over HTTP, never by import'),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@atelier/(?!contracts$)', message: 'the web app imports only @atelier/contracts' },
            {
              regex: '^(\\.\\./){2,}(libs|services|gateway|all-in-one)/',
              message: 'the web app imports only @atelier/contracts',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
