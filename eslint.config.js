// Lint for every project (each runs `eslint .` in its folder as its Nx `lint` target). Module
// boundaries come from the project tags in each package.json's `nx.tags`, checked by Nx's
// enforce-module-boundaries: a service never imports another service or the gateway, libraries
// never import apps, and the web app imports only the contracts. Inside the web app,
// import-x/no-restricted-paths keeps its layers one-way (below).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's layers, as bulletproof-react draws them: app (routes, layout) composes features; a
// feature imports only itself and the shared code (components, lib, config); shared code imports no
// feature and not the app. What two features need is shared code, or the app passes one feature's
// piece into another (the product page's Add to Cart). Every folder under features/ is listed, so
// a new feature is covered without editing this file.
const webSrc = path.join(import.meta.dirname, 'web/src');
const webFeatures = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayers = [
  ...webFeatures.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message: 'A feature does not import another: move what both need to src/components or src/lib.',
  })),
  { target: './features', from: './app', message: 'Features do not import the app: it composes them.' },
  {
    target: ['./components', './lib', './config'],
    from: ['./features', './app'],
    message: 'Shared code imports no feature and not the app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
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
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // The bench reuses the root scripts' helpers (a free port, a started store).
          allow: ['../scripts/*', '../../scripts/*'],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib'] },
            {
              sourceTag: 'scope:all-in-one',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:lib', 'type:service', 'scope:gateway'],
            },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:test', onlyDependOnLibsWithTags: [] },
            // The scaled-apart tests reuse platform's test isolation (databases, vhosts) and event bus.
            { sourceTag: 'type:cluster-test', onlyDependOnLibsWithTags: ['type:contracts', 'type:lib'] },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves '@/…' through web/tsconfig.json's paths: an import the rule cannot resolve it cannot check.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          tsconfig: { configFile: path.join(import.meta.dirname, 'web/tsconfig.json') },
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: webSrc, zones: webLayers }] },
  },
  prettier,
);
