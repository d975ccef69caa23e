/**
 * The console's page per route (decision 0196): index.html with the route's own chunks named
 * as module preloads, so the browser fetches a screen's code alongside the app shell instead
 * of after the shell has run and asked for it. The build writes which chunks each route needs
 * (`route-preloads.json`, apps/web/build/route-preloads.ts); without that file every route
 * gets index.html as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { z } from 'zod';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** Only the build's own hashed asset paths are ever written into the page. */
const ZAssetUrl = z.string().regex(/^\/assets\/[\w.-]+\.(?:js|css)$/);

const ZRoutePreloadsSchema = z.record(
  z.string().regex(/^\/[\w/-]*$/),
  z.object({
    protected: z.boolean(),
    scripts: z.array(ZAssetUrl),
    styles: z.array(ZAssetUrl),
  }),
);

/** A page ready to send, with its compressed forms. */
export interface RoutePage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface RouteEntry {
  page: RoutePage;
  protected: boolean;
}

export interface RoutePages {
  /**
   * The page for a path. A route that needs a session, asked for without one, gets the
   * sign-in page's: the console sends that visitor to sign in.
   */
  pageFor(pathname: string, hasSession: boolean): RoutePage | undefined;
}

function compressed(html: string): RoutePage {
  const buffer = Buffer.from(html, 'utf8');
  return {
    html: buffer,
    br: zlib.brotliCompressSync(buffer, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
    gzip: zlib.gzipSync(buffer, { level: 9 }),
  };
}

/** Scripts at low priority, as the build names the shell's (decision 0210). */
function withPreloads(indexHtml: string, scripts: string[], styles: string[]): string {
  const links = [
    ...scripts.map(
      (url) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`,
    ),
    ...styles.map((url) => `<link rel="preload" as="style" crossorigin href="${url}">`),
  ];
  if (links.length === 0) return indexHtml;
  return indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** Reads the build's route table beside index.html; undefined when there is none to use. */
export function loadRoutePages(webDistDir: string, indexHtml: string): RoutePages | undefined {
  const file = path.join(webDistDir, ROUTE_PRELOADS_FILE);
  if (!fs.existsSync(file) || !indexHtml.includes('</head>')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const routes = ZRoutePreloadsSchema.safeParse(parsed);
  if (!routes.success) return undefined;
  const entries = new Map<string, RouteEntry>();
  for (const [route, preload] of Object.entries(routes.data)) {
    entries.set(route, {
      page: compressed(withPreloads(indexHtml, preload.scripts, preload.styles)),
      protected: preload.protected,
    });
  }
  const signIn = entries.get('/login');
  return {
    pageFor(pathname, hasSession) {
      const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const entry = entries.get(route);
      if (!entry) return undefined;
      return entry.protected && !hasSession ? signIn?.page : entry.page;
    },
  };
}
