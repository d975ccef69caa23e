import { sql, type Kysely } from 'kysely';

/**
 * docs/decisions/0122-no-account-enumeration.md: an address is taken only once it is
 * confirmed, so a pending invitation (or an unconfirmed sign-up) no longer blocks the
 * address's owner, and a sign-up waits in its own table until its link is opened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_email_unique').execute();
  // Sign-in is by email alone: one confirmed account per address, across the service.
  await db.schema
    .createIndex('users_email_confirmed_unique')
    .on('users')
    .column('email')
    .unique()
    .where(sql.ref('email_verified_at'), 'is not', null)
    .execute();
  // One user per address inside a tenant (pending or not): an invitation is not sent twice.
  await db.schema
    .createIndex('users_tenant_email_unique')
    .on('users')
    .columns(['tenant_id', 'email'])
    .unique()
    .execute();
  // Sign-in, sign-up and confirmation look rows up by address, pending ones included.
  await db.schema.createIndex('users_email').on('users').column('email').execute();

  await db.schema
    .createTable('pending_registrations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('tenant_name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text')
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // The confirmation link names its sign-up by the token's hash.
  await db.schema
    .createIndex('pending_registrations_token_hash_unique')
    .on('pending_registrations')
    .column('token_hash')
    .unique()
    .execute();
  // A newer sign-up retires the address's older ones; sign-in looks for one to explain 403.
  await db.schema
    .createIndex('pending_registrations_email')
    .on('pending_registrations')
    .column('email')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_registrations').execute();
  await db.schema.dropIndex('users_email').execute();
  await db.schema.dropIndex('users_tenant_email_unique').execute();
  await db.schema.dropIndex('users_email_confirmed_unique').execute();
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();
}
