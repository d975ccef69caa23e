import { readFile, writeFile } from 'node:fs/promises';
import { join, posix, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PATHS, PROTECTED_PATHS } from '../src/lib/paths';

/** The file the server reads to name each route's chunks in the page it sends (decision 0196). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** One route's code beyond what index.html already names: JavaScript and style sheets. */
export interface RoutePreload {
  /** The route needs a signed-in user: without a session the console sends the sign-in page. */
  protected: boolean;
  scripts: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The console's frame, loaded with every signed-in screen (screen-modules.ts). */
const CONSOLE_FRAME = 'console';

/** `name: () => import('path')` pairs of screen-modules.ts, as manifest keys (src/…). */
export function readScreenModuleKeys(source: string): Map<string, string> {
  const screens = new Map<string, string>();
  for (const [, name, path] of source.matchAll(/(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    if (name === undefined || path === undefined) continue;
    const key = posix.join('src/app', path);
    screens.set(name, /\.\w+$/.test(key) ? key : `${key}.tsx`);
  }
  return screens;
}

/** The names of the screens inside the console's frame: CONSOLE_SCREENS of screen-modules.ts. */
export function readConsoleScreens(source: string): Set<string> {
  const block = /CONSOLE_SCREENS[^{]*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Set([...block.matchAll(/\[PATHS\.\w+\]:\s*'(\w+)'/g)].map((match) => match[1] ?? ''));
}

/**
 * Each route's chunks, from the build's manifest: the screen's module and everything it
 * imports statically (with the console's frame for a signed-in screen), less what the entry
 * already loads. `/` lands on the dashboard.
 */
export function routePreloads(
  manifest: Manifest,
  screens: ReadonlyMap<string, string>,
  consoleScreens: ReadonlySet<string>,
): Record<string, RoutePreload> {
  const chunk = (key: string): ManifestChunk => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build manifest`);
    return entry;
  };
  const closure = (keys: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of chunk(key).imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const shell = closure([entryKey]);
  const shellStyles = new Set([...shell].flatMap((key) => chunk(key).css ?? []));
  const asUrl = (file: string) => `/${file}`;

  const preload = (path: string, name: string): RoutePreload => {
    const key = screens.get(name);
    if (!key) throw new Error(`screen-modules.ts has no screen ${name}`);
    const frame = screens.get(CONSOLE_FRAME);
    const roots = consoleScreens.has(name) && frame ? [frame, key] : [key];
    const loads = [...closure(roots)].filter((k) => !shell.has(k));
    const styles = new Set(loads.flatMap((k) => chunk(k).css ?? []));
    return {
      protected: PROTECTED_PATHS.has(path),
      scripts: loads.map((k) => asUrl(chunk(k).file)).filter((url) => url.endsWith('.js')),
      styles: [...styles].filter((file) => !shellStyles.has(file)).map(asUrl),
    };
  };

  const routes: Record<string, RoutePreload> = { [PATHS.root]: preload(PATHS.root, 'dashboard') };
  for (const [name, path] of Object.entries(PATHS)) {
    if (path !== PATHS.root && screens.has(name)) routes[path] = preload(path, name);
  }
  return routes;
}

/**
 * Writes route-preloads.json beside index.html after the build: which chunks each route's
 * screen needs, so the server can name them in the page it sends and the browser fetches them
 * with the app shell instead of after it (decision 0196).
 */
export function routePreloadsFile(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'vigil-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(
        await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      const source = await readFile(join(root, 'src/app/screen-modules.ts'), 'utf8');
      const routes = routePreloads(
        manifest,
        readScreenModuleKeys(source),
        readConsoleScreens(source),
      );
      await writeFile(join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(routes, null, 2)}\n`);
    },
  };
}
