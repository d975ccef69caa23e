/**
 * One openid-client Configuration per configured provider, discovered on first use and kept
 * for the app's life. Discovery is not done at start-up: a provider that is briefly
 * unreachable must not stop Vigil from starting, and a failed discovery is retried next time.
 */
import * as client from 'openid-client';
import { OIDC_PROVIDER_IDS, type TOidcProviderId } from '@vigil/contract';
import type { Config, OidcProviderConfig } from '../../env';

export interface OidcClients {
  /** Providers with a client id and secret, in the order the console shows them. */
  configured(): TOidcProviderId[];
  /** The discovered configuration; rejects when the provider is unconfigured or unreachable. */
  get(provider: TOidcProviderId): Promise<client.Configuration>;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/** Plain HTTP only for a provider on this machine (tests, local development). */
function isLoopbackHttp(issuer: URL): boolean {
  return (
    issuer.protocol === 'http:' &&
    ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname.toLowerCase())
  );
}

async function discover(settings: OidcProviderConfig): Promise<client.Configuration> {
  const issuer = new URL(settings.issuer);
  return client.discovery(
    issuer,
    settings.clientId,
    undefined,
    client.ClientSecretPost(settings.clientSecret),
    {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
    },
  );
}

export function createOidcClients(config: Config['oidc']): OidcClients {
  const cache = new Map<TOidcProviderId, Promise<client.Configuration>>();
  const settingsOf = (provider: TOidcProviderId) => config[provider];

  return {
    configured() {
      return OIDC_PROVIDER_IDS.filter((id) => settingsOf(id) !== undefined);
    },

    get(provider) {
      const settings = settingsOf(provider);
      if (!settings) return Promise.reject(new Error(`${provider} sign-in is not configured`));
      let pending = cache.get(provider);
      if (!pending) {
        pending = discover(settings);
        cache.set(provider, pending);
        // Forget a failure so the next sign-in tries again instead of failing forever.
        pending.catch(() => cache.delete(provider));
      }
      return pending;
    },
  };
}
