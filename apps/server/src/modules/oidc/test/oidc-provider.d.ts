/**
 * The few parts of `oidc-provider` (which ships no types) that the local test provider uses.
 * Test-only: production code talks to providers through openid-client.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface ProviderContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }

  export interface ProviderAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    findAccount(ctx: ProviderContext, id: string): Promise<ProviderAccount | undefined>;
    loadExistingGrant(ctx: ProviderContext): Promise<ProviderGrant | undefined>;
    claims: Record<string, string[]>;
    features: Record<string, { enabled: boolean }>;
    conformIdTokenClaims: boolean;
    cookies: { keys: string[] };
    [setting: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    Grant: {
      new (init: { accountId: string; clientId: string }): ProviderGrant;
      find(id: string): Promise<ProviderGrant | undefined>;
    };
  }
}
