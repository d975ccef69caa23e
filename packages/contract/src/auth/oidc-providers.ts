import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** The external sign-ins Vigil knows; each is offered only when the server configures it. */
export const OIDC_PROVIDER_IDS = ['google', 'microsoft'] as const;
export const ZOidcProviderIdSchema = z.enum(OIDC_PROVIDER_IDS);
export type TOidcProviderId = z.infer<typeof ZOidcProviderIdSchema>;

/** How the console names each provider (spec §1: "Office 365 or Google sign-in"). */
export const OIDC_PROVIDER_NAMES: Readonly<Record<TOidcProviderId, string>> = {
  google: 'Google',
  microsoft: 'Office 365',
};

export const ZOidcProvidersResponseSchema = z.object({
  data: z.array(ZOidcProviderIdSchema),
});
export type TOidcProvidersResponse = z.infer<typeof ZOidcProvidersResponseSchema>;

/** Public: the sign-in page asks before anybody is signed in. */
export const getOidcProvidersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/auth/oidc/providers',
  summary: 'Single sign-on providers that are configured',
  access: 'public',
  quiet: true,
  status: 200,
  response: ZOidcProvidersResponseSchema,
});
