import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const webFeatures = [
  'auth',
  'dashboard',
  'moderation',
  'streams',
  'domains',
  'analytics',
  'reports',
  'settings',
  'developers',
  'eula',
  'errors',
];

const boundaryZones = [
  // Dependencies point one way: web -> contract <- server.
  { target: './packages', from: './apps' },
  { target: './apps/web', from: './apps/server' },
  { target: './apps/server', from: './apps/web' },
  // Features do not import each other; they meet in src/app.
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
  })),
];

// src/app composes the console (router, providers, the catalogue's actions); nothing it
// composes may reach back into it. Route paths and the theme live in src/lib for that reason.
const webAppLayers = ['features', 'components', 'lib', 'api'];
const appZones = webAppLayers.map((layer) => ({
  target: `./apps/web/src/${layer}`,
  from: './apps/web/src/app',
  message: 'src/app composes features, components, lib and api; they never import it.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'data-demo/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // The default resolver knows only JavaScript extensions: without the TypeScript ones no
      // relative import resolves, and every zone below would pass whatever it is given.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    // Tests may wire the whole console (the router, the catalogue's actions) around a screen.
    files: webAppLayers.map((layer) => `apps/web/src/${layer}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...appZones] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tool configuration files must export a default.
    files: ['**/*.config.{ts,js,mjs}', 'e2e/playwright.config.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
