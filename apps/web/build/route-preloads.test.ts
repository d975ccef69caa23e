import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../src/lib/paths';
import { readConsoleScreens, readScreenModuleKeys, routePreloads } from './route-preloads';

const source = readFileSync(join(import.meta.dirname, '../src/app/screen-modules.ts'), 'utf8');

/** A build of three screens: the shell shares `shared` with the sign-in page. */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-2.js' },
  '_box.js': { file: 'assets/box-3.js', css: ['assets/box-3.css'] },
  'src/app/console-gate.tsx': { file: 'assets/console-gate-4.js', imports: ['_box.js'] },
  'src/app/dashboard-route.tsx': {
    file: 'assets/dashboard-5.js',
    imports: ['_box.js', '_shared.js', '_chart.js'],
  },
  '_chart.js': { file: 'assets/chart-6.js' },
  'src/features/auth/sign-in-page.tsx': { file: 'assets/sign-in-7.js', imports: ['_shared.js'] },
};

describe('the routes a build preloads', () => {
  it('reads every screen of screen-modules.ts and which of them sit in the console frame', () => {
    const screens = readScreenModuleKeys(source);
    expect(screens.get('login')).toBe('src/features/auth/sign-in-page.tsx');
    expect(screens.get('dashboard')).toBe('src/app/dashboard-route.tsx');
    // Every route of the spec's table has its screen.
    for (const name of Object.keys(PATHS).filter((name) => name !== 'root')) {
      expect(screens.has(name), name).toBe(true);
    }
    const consoleScreens = readConsoleScreens(source);
    expect(consoleScreens.has('moderation')).toBe(true);
    expect(consoleScreens.has('login')).toBe(false);
    expect(consoleScreens.has('authSetup')).toBe(false);
  });

  it("names a screen's chunks beyond the shell, with the console frame for a signed-in screen", () => {
    const screens = new Map([
      ['console', 'src/app/console-gate.tsx'],
      ['dashboard', 'src/app/dashboard-route.tsx'],
      ['login', 'src/features/auth/sign-in-page.tsx'],
    ]);
    const routes = routePreloads(manifest, screens, new Set(['dashboard']));
    expect(routes[PATHS.login]).toEqual({
      protected: false,
      scripts: ['/assets/sign-in-7.js'],
      styles: [],
    });
    expect(routes[PATHS.dashboard]).toEqual({
      protected: true,
      scripts: [
        '/assets/console-gate-4.js',
        '/assets/box-3.js',
        '/assets/dashboard-5.js',
        '/assets/chart-6.js',
      ],
      styles: ['/assets/box-3.css'],
    });
    // The root lands on the dashboard.
    expect(routes[PATHS.root]).toEqual(routes[PATHS.dashboard]);
  });

  it('refuses a build whose manifest lacks a screen it names', () => {
    const screens = new Map([
      ['dashboard', 'src/app/dashboard-route.tsx'],
      ['login', 'src/features/auth/missing.tsx'],
    ]);
    expect(() => routePreloads(manifest, screens, new Set())).toThrow(/not in the build manifest/);
  });
});
