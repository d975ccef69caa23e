/**
 * Spec §4 EULA rule: a per-user local acceptance younger than 24 hours counts as accepted
 * (so the dialog does not return before the server's flag catches up); otherwise the
 * profile's flag decides; otherwise acceptance is required.
 */
import { EULA_ACCEPTANCE_CACHE_MS } from '../constants';

export interface EulaAcceptanceInput {
  /** When this user accepted in this browser: epoch ms or an ISO timestamp; null if never. */
  readonly localAcceptedAt: number | string | null | undefined;
  /** `eulaAccepted` of the stored profile (login reply `eula_accepted`). */
  readonly profileAccepted: boolean | null | undefined;
  /** Epoch ms. */
  readonly now: number;
}

function toEpochMs(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/** Whether the local acceptance is still inside the 24-hour window. */
export function isLocalEulaAcceptanceFresh(
  localAcceptedAt: number | string | null | undefined,
  now: number,
): boolean {
  const acceptedAt = toEpochMs(localAcceptedAt);
  // A time in the future is a tampered or skewed clock: do not let it extend the window.
  if (acceptedAt === null || acceptedAt > now) return false;
  return now - acceptedAt < EULA_ACCEPTANCE_CACHE_MS;
}

export function isEulaAccepted(input: EulaAcceptanceInput): boolean {
  if (isLocalEulaAcceptanceFresh(input.localAcceptedAt, input.now)) return true;
  return input.profileAccepted === true;
}

export function isEulaAcceptanceRequired(input: EulaAcceptanceInput): boolean {
  return !isEulaAccepted(input);
}
