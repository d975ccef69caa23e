/**
 * Two-factor rules: set-up (enable → QR code → confirm → recovery codes), new recovery
 * codes, turning it off, checking a code at sign-in, and the tenant's enforcement date
 * (docs/decisions/0035–0039, 0111).
 */
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { ACCOUNT_MESSAGES, MESSAGES } from '@vigil/contract';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp, type Clock } from '../../lib/clock';
import { HttpError, unauthenticated, notFound, forbidden } from '../../lib/http-errors';
import type { SecretBox } from '../../lib/secret-box';
import { createId } from '../../lib/tokens';
import { isEnforcementDue } from './enforcement';
import { generateRecoveryCode, hashRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import { generateTotpSecret, matchTotpStep, totpUrl } from './totp';
import {
  acceptTotpStep,
  clearTwoFactor,
  deleteRecoveryCodes,
  eraseSealedRecoveryCodes,
  findTwoFactorState,
  insertRecoveryCodes,
  listSealedRecoveryCodes,
  markConfirmed,
  setUnconfirmedSecret,
  spendRecoveryCode,
  touchConfirmedUser,
  type TwoFactorStateRow,
} from './two-factor.queries';
import type { SignInTwoFactorState } from '../auth/login-reply';

/**
 * How long after confirmation the recovery codes can still be read in plain text: long
 * enough for the set-up screen to load, reload and download them; after that only their
 * hashes remain (decision 0037).
 */
export const RECOVERY_CODES_VISIBLE_MS = 15 * 60 * 1000;

export type ChallengeAnswer = { code: string } | { recoveryCode: string };

export interface TwoFactorService {
  signInState(
    user: { two_factor_confirmed_at: string | null },
    tenant: { two_factor_enforcement_date: string | null },
  ): SignInTwoFactorState;
  /** Starts set-up with a new secret; false when two-factor is already confirmed. */
  enable(tenantId: string, userId: string): Promise<boolean>;
  qrCode(tenantId: string, userId: string): Promise<{ svg: string; url: string }>;
  /** Confirms set-up with a code from the app (422 when wrong) and creates recovery codes. */
  confirm(tenantId: string, userId: string, code: string): Promise<void>;
  /** The fresh recovery codes in plain text; 404 once they are no longer shown. */
  recoveryCodes(tenantId: string, userId: string): Promise<string[]>;
  /**
   * Replaces every recovery code with new ones after a current code from the app (422 when
   * wrong or already used, 409 while two-factor is off); answers the new codes.
   */
  regenerateRecoveryCodes(tenantId: string, userId: string, code: string): Promise<string[]>;
  /** Turns two-factor off; 403 once the tenant's enforcement date is due. */
  disable(tenantId: string, userId: string): Promise<void>;
  /** Whether the answer to the sign-in challenge is right; a right answer is spent. */
  verifyChallenge(tenantId: string, userId: string, answer: ChallengeAnswer): Promise<boolean>;
}

export const invalidCode = (field: 'code' | 'recovery_code') =>
  new HttpError(422, MESSAGES.invalidOneTimeCode, { [field]: [MESSAGES.invalidOneTimeCode] });
const noSetupInProgress = () => notFound(ACCOUNT_MESSAGES.twoFactorNoSetupInProgress);
const twoFactorOff = () => new HttpError(409, ACCOUNT_MESSAGES.recoveryCodesNeedTwoFactor);

export function createTwoFactorService(
  db: Kysely<Database>,
  clock: Clock,
  secretBox: SecretBox,
): TwoFactorService {
  const now = () => clock.now();
  const freshSince = () => toStoredTimestamp(new Date(now().getTime() - RECOVERY_CODES_VISIBLE_MS));

  function signInState(
    user: { two_factor_confirmed_at: string | null },
    tenant: { two_factor_enforcement_date: string | null },
  ): SignInTwoFactorState {
    const twoFactor = user.two_factor_confirmed_at !== null;
    const due = isEnforcementDue(tenant.two_factor_enforcement_date, now());
    return { twoFactor, enforced: due && !twoFactor };
  }

  async function stateOf(tenantId: string, userId: string): Promise<TwoFactorStateRow> {
    const state = await findTwoFactorState(db, tenantId, userId);
    // Sessions are deleted with their user, so this is a race with deletion at most.
    if (!state) throw unauthenticated();
    return state;
  }

  /** Checks a TOTP code and spends its step, so the same code cannot be used twice. */
  async function acceptTotp(
    tenantId: string,
    userId: string,
    state: TwoFactorStateRow,
    code: string,
  ): Promise<boolean> {
    if (state.two_factor_secret === null) return false;
    const step = matchTotpStep(secretBox.decrypt(state.two_factor_secret), code, now());
    if (step === undefined) return false;
    if (state.two_factor_last_step !== null && step <= state.two_factor_last_step) return false;
    return acceptTotpStep(db, tenantId, userId, step);
  }

  /**
   * Deletes the user's recovery codes and stores new ones (hash, and a sealed copy for the
   * 15-minute read window), inside the caller's transaction; answers the new codes.
   */
  async function replaceRecoveryCodes(
    trx: Kysely<Database>,
    tenantId: string,
    userId: string,
    createdAt: string,
  ): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
    await deleteRecoveryCodes(trx, tenantId, userId);
    await insertRecoveryCodes(
      trx,
      tenantId,
      userId,
      codes.map((plain) => ({
        id: createId(),
        code_hash: hashRecoveryCode(plain),
        code_sealed: secretBox.encrypt(plain),
        created_at: createdAt,
      })),
    );
    return codes;
  }

  return {
    signInState,

    async enable(tenantId, userId) {
      const sealed = secretBox.encrypt(generateTotpSecret());
      // Never replaces a confirmed secret: whoever holds a session could otherwise take over
      // the account's second factor without knowing the current one.
      return setUnconfirmedSecret(db, tenantId, userId, sealed, toStoredTimestamp(now()));
    },

    async qrCode(tenantId, userId) {
      const state = await stateOf(tenantId, userId);
      // Only during set-up: a confirmed secret is never shown again.
      if (state.two_factor_secret === null || state.two_factor_confirmed_at !== null) {
        throw noSetupInProgress();
      }
      const url = totpUrl(secretBox.decrypt(state.two_factor_secret), state.email);
      const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
      return { svg, url };
    },

    async confirm(tenantId, userId, code) {
      const state = await stateOf(tenantId, userId);
      if (state.two_factor_secret === null || state.two_factor_confirmed_at !== null) {
        throw noSetupInProgress();
      }
      if (!(await acceptTotp(tenantId, userId, state, code))) throw invalidCode('code');
      const confirmedAt = toStoredTimestamp(now());
      await db.transaction().execute(async (trx) => {
        await markConfirmed(trx, tenantId, userId, confirmedAt);
        await replaceRecoveryCodes(trx, tenantId, userId, confirmedAt);
      });
    },

    async recoveryCodes(tenantId, userId) {
      const state = await stateOf(tenantId, userId);
      if (state.two_factor_confirmed_at === null) throw noSetupInProgress();
      const since = freshSince();
      await eraseSealedRecoveryCodes(db, tenantId, userId, since);
      const sealed = await listSealedRecoveryCodes(db, tenantId, userId, since);
      if (sealed.length === 0) {
        throw notFound(ACCOUNT_MESSAGES.recoveryCodesNoLongerShown);
      }
      return sealed.map((code) => secretBox.decrypt(code));
    },

    async regenerateRecoveryCodes(tenantId, userId, code) {
      const state = await stateOf(tenantId, userId);
      const confirmedAt = state.two_factor_confirmed_at;
      if (confirmedAt === null) throw twoFactorOff();
      // The same check as the sign-in challenge: the code's step is spent, so a code seen
      // over someone's shoulder (or already used to sign in) does not work here again.
      if (!(await acceptTotp(tenantId, userId, state, code))) throw invalidCode('code');
      const createdAt = toStoredTimestamp(now());
      return db.transaction().execute(async (trx) => {
        // Turned off in the meantime: nothing to replace, and no codes for a user without it.
        if (!(await touchConfirmedUser(trx, tenantId, userId, confirmedAt, createdAt))) {
          throw twoFactorOff();
        }
        return replaceRecoveryCodes(trx, tenantId, userId, createdAt);
      });
    },

    async disable(tenantId, userId) {
      const state = await stateOf(tenantId, userId);
      if (isEnforcementDue(state.two_factor_enforcement_date, now())) {
        throw forbidden(ACCOUNT_MESSAGES.twoFactorRequiredByTenant);
      }
      await db.transaction().execute(async (trx) => {
        await clearTwoFactor(trx, tenantId, userId, toStoredTimestamp(now()));
        await deleteRecoveryCodes(trx, tenantId, userId);
      });
    },

    async verifyChallenge(tenantId, userId, answer) {
      const state = await stateOf(tenantId, userId);
      if (state.two_factor_confirmed_at === null) return false;
      const right =
        'code' in answer
          ? await acceptTotp(tenantId, userId, state, answer.code)
          : await spendRecoveryCode(
              db,
              tenantId,
              userId,
              hashRecoveryCode(answer.recoveryCode),
              toStoredTimestamp(now()),
            );
      // A later sign-in is a good moment to drop plain-text copies nobody came back for.
      if (right) await eraseSealedRecoveryCodes(db, tenantId, userId, freshSince());
      return right;
    },
  };
}
