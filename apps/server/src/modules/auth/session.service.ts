import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { toStoredTimestamp, type Clock } from '../../lib/clock';
import { createId, createToken, hashToken } from '../../lib/tokens';
import {
  deleteSession,
  findSessionByTokenHash,
  insertSession,
  touchSession,
  type SessionRow,
} from './session.queries';

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
  twoFactorPending?: boolean;
}

export interface SessionService {
  create(
    userId: string,
    tenantId: string,
    meta?: SessionMeta,
  ): Promise<{ token: string; session: SessionRow }>;
  /** The live session for a cookie token, or undefined when missing or expired. */
  resolve(token: string): Promise<SessionRow | undefined>;
  destroy(sessionId: string): Promise<void>;
}

export function createSessionService(db: Kysely<Database>, clock: Clock): SessionService {
  return {
    async create(userId, tenantId, meta = {}) {
      const now = clock.now();
      const token = createToken();
      const session: SessionRow = {
        id: createId(),
        token_hash: hashToken(token),
        user_id: userId,
        tenant_id: tenantId,
        two_factor_pending: meta.twoFactorPending ? 1 : 0,
        created_at: toStoredTimestamp(now),
        last_seen_at: toStoredTimestamp(now),
        expires_at: toStoredTimestamp(new Date(now.getTime() + SESSION_ABSOLUTE_MS)),
        ip: meta.ip ?? null,
        user_agent: meta.userAgent?.slice(0, 512) ?? null,
      };
      await insertSession(db, session);
      return { token, session };
    },

    async resolve(token) {
      const session = await findSessionByTokenHash(db, hashToken(token));
      if (!session) return undefined;
      const now = clock.now().getTime();
      const idleUntil = new Date(session.last_seen_at).getTime() + SESSION_IDLE_MS;
      if (now >= new Date(session.expires_at).getTime() || now >= idleUntil) {
        await deleteSession(db, session.id);
        return undefined;
      }
      if (now - new Date(session.last_seen_at).getTime() >= TOUCH_INTERVAL_MS) {
        const lastSeenAt = toStoredTimestamp(new Date(now));
        await touchSession(db, session.id, lastSeenAt);
        return { ...session, last_seen_at: lastSeenAt };
      }
      return session;
    },

    async destroy(sessionId) {
      await deleteSession(db, sessionId);
    },
  };
}
