/* global window, document */
// Runs before the console's modules and before first paint (loaded synchronously from
// index.html: the server's CSP allows only 'self' scripts, so no inline script).

// The page starts in the colour scheme Mantine's localStorageColorSchemeManager will restore.
// Keep the key in sync with COLOUR_SCHEME_STORAGE_KEY in src/app/colour-scheme.ts.
(function () {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('vigil-color-scheme');
    if (stored === 'dark' || stored === 'light') {
      scheme = stored;
    } else if (stored === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches) {
      scheme = 'dark';
    }
  } catch {
    // Storage can be blocked (private mode); the default scheme is fine then.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();

// Zod probes `new Function` when its first object schema is built, to compile fast parsers.
// The CSP forbids eval, so the browser reported a violation on every page. Zod reads its
// configuration from this global (what `z.config({ jitless: true })` writes), and the
// contract's schemas are built as its modules load, before any of our code could call it
// (decision 0177). The e2e suite fails on any CSP violation.
(function () {
  var config = globalThis.__zod_globalConfig || {};
  config.jitless = true;
  globalThis.__zod_globalConfig = config;
})();
