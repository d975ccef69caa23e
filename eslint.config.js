import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

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
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
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
          ],
        },
      ],
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
