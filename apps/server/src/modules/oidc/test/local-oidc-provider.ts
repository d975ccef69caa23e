/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1, standing in for Google in tests. Its
 * built-in login form (devInteractions) signs in whoever's login is typed; consent is granted
 * automatically, as Google does for a first-party app the user already approved.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider, type ProviderContext } from 'oidc-provider';

export interface LocalAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

async function grantEverything(ctx: ProviderContext, provider: Provider) {
  const clientId = ctx.oidc.client?.clientId;
  const accountId = ctx.oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;
  const existing = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(clientId);
  if (existing) return provider.Grant.find(existing);
  const grant = new provider.Grant({ accountId, clientId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

/** Accounts are keyed by the login typed into the form; that login is also the subject. */
export async function startLocalOidcProvider(options: {
  redirectUris: string[];
  accounts: Record<string, LocalAccount>;
}): Promise<LocalOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'vigil-test';
  const clientSecret = randomBytes(24).toString('base64url');

  const provider: Provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, id) {
      const account = options.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    loadExistingGrant: (ctx) => grantEverything(ctx, provider),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    // Like Google: the ID token itself carries email and email_verified.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(16).toString('hex')] },
    // Explicit lifetimes (seconds) keep the provider from logging a notice for each default.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
