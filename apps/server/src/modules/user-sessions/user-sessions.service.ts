import type { Kysely } from 'kysely';
import type { TUserSession } from '@vigil/contract';
import type { Database } from '../../db/schema/database';
import { toApiTimestamp, toStoredTimestamp, type Clock } from '../../lib/clock';
import { SESSION_IDLE_MS } from '../auth/session.service';
import { deleteOtherSessions, listLiveSessions } from './user-sessions.queries';

/** Whose sessions: always the caller's own, taken from the session, never from input. */
export interface SessionOwner {
  tenantId: string;
  userId: string;
  currentSessionId: string;
}

export interface UserSessionsService {
  list(owner: SessionOwner): Promise<TUserSession[]>;
  /** Ends every other session of the user; answers how many of them were signed in. */
  endOthers(owner: SessionOwner): Promise<number>;
}

export function createUserSessionsService(db: Kysely<Database>, clock: Clock): UserSessionsService {
  /** The same rule as SessionService.resolve: alive until the absolute or the idle expiry. */
  function liveness() {
    const now = clock.now();
    return {
      now: toStoredTimestamp(now),
      idleCutoff: toStoredTimestamp(new Date(now.getTime() - SESSION_IDLE_MS)),
    };
  }

  return {
    async list(owner) {
      const rows = await listLiveSessions(db, owner.tenantId, owner.userId, liveness());
      return rows.map((row) => ({
        id: row.id,
        current: row.id === owner.currentSessionId,
        created_at: toApiTimestamp(row.created_at),
        last_seen_at: toApiTimestamp(row.last_seen_at),
        ip: row.ip,
        user_agent: row.user_agent,
      }));
    },

    async endOthers(owner) {
      const live = liveness();
      // Expired rows and sign-ins still owing a second factor go too (nothing of the user's
      // should survive "everywhere else"), but only the sessions the list showed are counted.
      const deleted = await deleteOtherSessions(
        db,
        owner.tenantId,
        owner.userId,
        owner.currentSessionId,
      );
      return deleted.filter(
        (row) =>
          row.two_factor_pending === 0 &&
          row.expires_at > live.now &&
          row.last_seen_at > live.idleCutoff,
      ).length;
    },
  };
}
