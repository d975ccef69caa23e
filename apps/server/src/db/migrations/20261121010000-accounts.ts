import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('two_factor_last_step', 'integer').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // A link is redeemed by looking up its token's hash.
  await db.schema
    .createIndex('email_tokens_token_hash_unique')
    .on('email_tokens')
    .column('token_hash')
    .unique()
    .execute();
  // A new link of a purpose retires the user's older ones.
  await db.schema
    .createIndex('email_tokens_user_purpose')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Sign-in with a recovery code checks the user's unused codes.
  await db.schema
    .createIndex('recovery_codes_user_id')
    .on('recovery_codes')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('oauth_identities')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // One provider identity belongs to one user; sign-in finds it by provider and subject.
  await db.schema
    .createIndex('oauth_identities_provider_subject_unique')
    .on('oauth_identities')
    .columns(['provider', 'subject'])
    .unique()
    .execute();

  await db.schema
    .createTable('eula_acceptances')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_started_at', 'text', (col) => col.notNull())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limits',
    'eula_acceptances',
    'oauth_identities',
    'recovery_codes',
    'email_tokens',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('two_factor_last_step').execute();
}
