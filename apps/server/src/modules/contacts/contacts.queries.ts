import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

export interface ContactsRow {
  primary_email: string | null;
  technical_email: string | null;
  billing_email: string | null;
}

export async function findContacts(
  db: Kysely<Database>,
  tenantId: string,
): Promise<ContactsRow | undefined> {
  return db
    .selectFrom('tenant_contacts')
    .select(['primary_email', 'technical_email', 'billing_email'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** Insert or replace the tenant's one row (portable upsert on the primary key). */
export async function saveContacts(
  db: Kysely<Database>,
  tenantId: string,
  contacts: ContactsRow,
  updatedAt: string,
): Promise<void> {
  await db
    .insertInto('tenant_contacts')
    .values({ tenant_id: tenantId, ...contacts, updated_at: updatedAt })
    .onConflict((conflict) =>
      conflict.column('tenant_id').doUpdateSet({ ...contacts, updated_at: updatedAt }),
    )
    .execute();
}
