import type { Plugin } from 'vite';

/**
 * The script tag and the `modulepreload` links Vite writes into index.html: module scripts
 * never block the first paint, so they are fetched at low priority and the style sheet the
 * loading screen needs comes first on a slow connection (decision 0210).
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replace(
      /<script type="module"(?![^>]*fetchpriority)/g,
      '<script type="module" fetchpriority="low"',
    )
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

/** Runs after Vite has written its tags into the page. */
export function scriptPriority(): Plugin {
  return {
    name: 'vigil-script-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowPriorityScripts },
  };
}
