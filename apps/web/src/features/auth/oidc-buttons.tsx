/**
 * Google and Office 365 sign-in buttons. They are links to the server's start URL: the sign-in
 * leaves the console for the provider, so it is a full-page navigation, not a router one.
 * Shown only for providers the server has configured.
 */
import { Alert, Button, Divider, Stack } from '@mantine/core';
import { IconAlertTriangle, IconBrandGoogle, IconBrandOffice } from '@tabler/icons-react';
import {
  OIDC_ERROR_MESSAGES,
  OIDC_ERROR_PARAM,
  OIDC_MESSAGES,
  OIDC_PROVIDER_NAMES,
  ZOidcErrorCodeSchema,
  getOidcProvidersEndpoint,
  oidcStartPath,
  type TOidcMode,
  type TOidcProviderId,
} from '@vigil/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiCall } from '../../api/api-client';
import { REDIRECT_PARAM } from '../../lib/paths';

const PROVIDER_ICONS: Record<TOidcProviderId, typeof IconBrandGoogle> = {
  google: IconBrandGoogle,
  microsoft: IconBrandOffice,
};

/**
 * Which providers the server offers; none when the call fails (the password still works).
 * Asked on each visit, without the query cache: the sign-in page leaves TanStack Query out of
 * its download (decision 0172), and the answer is a few bytes.
 */
export function useOidcProviders(): { providers: TOidcProviderId[]; loaded: boolean } {
  const [providers, setProviders] = useState<TOidcProviderId[] | null>(null);
  useEffect(() => {
    let current = true;
    apiCall(getOidcProvidersEndpoint, { errorHandling: 'none' }).then(
      (answer) => {
        if (current) setProviders(answer.data);
      },
      () => {
        if (current) setProviders([]);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return { providers: providers ?? [], loaded: providers !== null };
}

export function OidcButtons({
  mode,
  providers,
  redirect,
}: {
  mode: TOidcMode;
  providers: readonly TOidcProviderId[];
  redirect?: string;
}) {
  const label = mode === 'link' ? OIDC_MESSAGES.linkWith : OIDC_MESSAGES.signInWith;
  return (
    <Stack gap="sm">
      {providers.map((provider) => {
        const Icon = PROVIDER_ICONS[provider];
        return (
          <Button
            key={provider}
            component="a"
            href={oidcStartPath(provider, mode, redirect)}
            variant="default"
            size="md"
            fullWidth
            leftSection={<Icon size={18} aria-hidden />}
          >
            {label(OIDC_PROVIDER_NAMES[provider])}
          </Button>
        );
      })}
    </Stack>
  );
}

/** The `?oidc_error=` a failed external sign-in returned with, as a message; else nothing. */
export function OidcErrorAlert() {
  const [params] = useSearchParams();
  const code = ZOidcErrorCodeSchema.safeParse(params.get(OIDC_ERROR_PARAM));
  if (!code.success) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={OIDC_MESSAGES.errorTitle}
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      {OIDC_ERROR_MESSAGES[code.data]}
    </Alert>
  );
}

/** The sign-in page's part: the error of a returned sign-in, then "or" and the buttons. */
export function OidcSignIn() {
  const [params] = useSearchParams();
  const { providers } = useOidcProviders();
  return (
    <>
      <OidcErrorAlert />
      {providers.length > 0 ? (
        <>
          <Divider label={OIDC_MESSAGES.orDivider} labelPosition="center" />
          <OidcButtons
            mode="login"
            providers={providers}
            redirect={params.get(REDIRECT_PARAM) ?? undefined}
          />
        </>
      ) : null}
    </>
  );
}
