/* global window, document */
// Runs before first paint (loaded synchronously from index.html) so the page starts in the
// colour scheme Mantine's localStorageColorSchemeManager will restore. Keep the key in sync
// with COLOUR_SCHEME_STORAGE_KEY in src/app/colour-scheme.ts.
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
