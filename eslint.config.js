import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const webFeatures = [
  'auth',
  'dashboard',
  'transparency',
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

/**
 * The server's modules in dependency order (decision 0130): a module may import only modules
 * listed before it, so the arrows between modules point one way and no cycle can form.
 * Wiring that needs a later module (job handlers, endpoint checks, services) happens at the top,
 * in src/app.ts, src/server.ts, src/context.ts and their neighbours, which are not modules.
 */
const serverModules = [
  'scanning',
  'catalogue',
  'rate-limit',
  'eula',
  'plans',
  'contacts',
  'jobs',
  'auth',
  'two-factor',
  'accounts',
  'tenant',
  'oidc',
  'user-sessions',
  'moderation-groups',
  'users',
  'moderation-lock',
  'billing',
  'callbacks',
  'domains',
  'reports',
  'artifacts',
  'rules',
  'external-engine',
  'plugin-api',
  'engine',
  'dashboard',
  'analytics',
  'moderation',
  'appeals',
  'housekeeping',
  'system',
  'test-hooks',
];

/** Modules whose other files are private: others import only their `*.service.ts` entry. */
const modulesWithServiceEntry = ['reports'];

const moduleDir = (name) => `./apps/server/src/modules/${name}`;
const oneWayMessage =
  'Server modules import only modules listed before them in eslint.config.js (decision 0130).';

const serverModuleZones = serverModules.flatMap((module, index) => {
  const later = serverModules.slice(index + 1);
  return later.length > 0
    ? [{ target: moduleDir(module), from: later.map(moduleDir), message: oneWayMessage }]
    : [];
});

const serviceEntryZones = modulesWithServiceEntry.map((module) => ({
  target: serverModules.filter((other) => other !== module).map(moduleDir),
  from: moduleDir(module),
  except: [`./${module}.service.ts`],
  message: `Other modules reach ${module} only through ${module}.service.ts (decision 0130).`,
}));

const baseZones = [
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
    // Imports name .ts files without their extension; without these settings the path rules
    // below could not resolve them, and no-cycle could not read them: both passed everything.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...baseZones,
            // Server modules: one-way arrows, and private files behind a service entry.
            ...serverModuleZones,
            ...serviceEntryZones,
          ],
        },
      ],
    },
  },
  {
    // Tests may wire the whole console (the router, the catalogue's actions) around a screen.
    files: webAppLayers.map((layer) => `apps/web/src/${layer}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...baseZones, ...appZones] }],
    },
  },
  {
    // Tests are leaves nothing imports, so they may reach any module (their set-up kits may not).
    files: ['apps/server/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: baseZones }] },
  },
  {
    // No import cycles in the server, between modules or within one (decision 0130). Type-only
    // imports do not count: every module names `AppContext`, which names every service.
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
