/**
 * The local OpenID provider the e2e run signs in at, standing in for Google. Started by
 * playwright.config.ts before the Vigil server, which is pointed at it with GOOGLE_ISSUER.
 * Its built-in login form (devInteractions) signs in whoever's login is typed; consent is
 * granted automatically, as Google does for an app the user already approved.
 *
 * Plain JavaScript so Node runs it directly; settings come from the environment.
 */
import http from 'node:http';
import { Provider } from 'oidc-provider';

const port = Number(process.env.OIDC_PROVIDER_PORT ?? 3198);
const redirectUri = process.env.OIDC_REDIRECT_URI;
const clientId = process.env.OIDC_CLIENT_ID;
const clientSecret = process.env.OIDC_CLIENT_SECRET;
if (!redirectUri || !clientId || !clientSecret) {
  throw new Error('OIDC_REDIRECT_URI, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required');
}

/** Logins the form accepts; the login is also the subject. */
const ACCOUNTS = {
  'admin@demo.test': { email: 'admin@demo.test', email_verified: true, name: 'Avery Admin' },
  'stranger@elsewhere.test': { email: 'stranger@elsewhere.test', email_verified: true },
};

const issuer = `http://127.0.0.1:${port}`;
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  async findAccount(_ctx, id) {
    const account = ACCOUNTS[id];
    if (!account) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, ...account }) };
  },
  async loadExistingGrant(ctx) {
    const clientId = ctx.oidc.client.clientId;
    const existing = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(clientId);
    if (existing) return ctx.oidc.provider.Grant.find(existing);
    const grant = new ctx.oidc.provider.Grant({ accountId: ctx.oidc.session.accountId, clientId });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: true } },
  // Like Google: the ID token itself carries email and email_verified.
  conformIdTokenClaims: false,
  cookies: { keys: ['vigil-e2e-only-not-a-secret'] },
  ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
});

http.createServer(provider.callback()).listen(port, '127.0.0.1', () => {
  console.log(`local OpenID provider at ${issuer}`);
});
