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

// Spec §4's session check, sent now rather than after the console's modules have loaded and
// run (hundreds of milliseconds on a slow phone): the console takes this answer instead of
// asking again (src/api/early-session-check.ts, decision 0211). It asks only when the console
// would: with a stored profile or the session hint. Keep the names in sync with the contract
// (SESSION_HINT_COOKIE, TENANT_HEADER, API_PREFIX + getCurrentUserEndpoint.path) and
// PROFILE_STORAGE_KEY; early-session-check.test.ts checks them.
(function () {
  try {
    var raw = window.localStorage.getItem('vigil-profile');
    var hinted = document.cookie.split(';').some(function (pair) {
      return pair.trim().split('=', 1)[0] === 'vigil_signed_in';
    });
    var tenantId = null;
    if (raw) {
      var profile = JSON.parse(raw);
      var id = profile && profile.tenantId;
      if ((typeof id === 'string' || typeof id === 'number') && id !== '') tenantId = String(id);
    }
    if (tenantId === null && !hinted) return;
    var headers = { Accept: 'application/json' };
    if (tenantId !== null) headers['X-Tenant-Id'] = tenantId;
    var response = fetch('/api/users/me', { headers: headers, credentials: 'include' });
    // Handled here too, so a failure is not reported as unhandled when nothing takes it.
    response.catch(function () {});
    window.__vigilSessionCheck = { tenantId: tenantId, response: response };
  } catch {
    // Storage blocked or a damaged profile: the console asks itself, as it always did.
  }
})();
