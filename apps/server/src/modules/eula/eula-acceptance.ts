import { EULA_VERSION } from './eula-document';

/**
 * The login reply's `eula_accepted`: true only for an acceptance of the version served now,
 * so a new version is put before everyone again at their next sign-in.
 */
export function hasAcceptedCurrentEula(user: {
  eula_accepted_at: string | null;
  eula_version: string | null;
}): boolean {
  return user.eula_accepted_at !== null && user.eula_version === EULA_VERSION;
}
