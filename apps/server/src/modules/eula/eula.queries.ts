import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface EulaAcceptance {
  id: string;
  tenantId: string;
  userId: string;
  version: string;
  acceptedAt: string;
}

/** The user's latest acceptance, on the user row, and the history row, written together. */
export async function recordEulaAcceptance(
  db: Kysely<Database>,
  acceptance: EulaAcceptance,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        eula_accepted_at: acceptance.acceptedAt,
        eula_version: acceptance.version,
        updated_at: acceptance.acceptedAt,
      })
      .where('tenant_id', '=', acceptance.tenantId)
      .where('id', '=', acceptance.userId)
      .execute();
    await trx
      .insertInto('eula_acceptances')
      .values({
        id: acceptance.id,
        tenant_id: acceptance.tenantId,
        user_id: acceptance.userId,
        version: acceptance.version,
        accepted_at: acceptance.acceptedAt,
      })
      .execute();
  });
}

export async function listEulaAcceptances(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
): Promise<Array<{ version: string; accepted_at: string }>> {
  return db
    .selectFrom('eula_acceptances')
    .select(['version', 'accepted_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('accepted_at')
    .execute();
}
