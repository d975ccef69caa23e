import type { Kysely } from 'kysely';

// Portable DDL: every type here means the same on SQLite and PostgreSQL. Ids are text,
// timestamps ISO-8601 UTC text, booleans integers (docs/decisions/0002-portable-storage-types.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('active_minutes', 'integer', (col) => col.notNull().defaultTo(60))
    .addColumn('lock_minutes', 'integer', (col) => col.notNull().defaultTo(20))
    .addColumn('two_factor_enforcement_date', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('role_id', 'integer', (col) => col.notNull())
    .addColumn('email_verified_at', 'text')
    .addColumn('two_factor_secret', 'text')
    .addColumn('two_factor_confirmed_at', 'text')
    .addColumn('eula_accepted_at', 'text')
    .addColumn('eula_version', 'text')
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Sign-in looks a user up by email alone, and an email names one person.
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();
  // The Users screen lists a tenant's users.
  await db.schema.createIndex('users_tenant_id').on('users').column('tenant_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('two_factor_pending', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  // Every authenticated request finds its session by the cookie token's hash.
  await db.schema
    .createIndex('sessions_token_hash_unique')
    .on('sessions')
    .column('token_hash')
    .unique()
    .execute();
  // "Sign out everywhere" and deleting a user end all of a user's sessions.
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('tenants').execute();
}
