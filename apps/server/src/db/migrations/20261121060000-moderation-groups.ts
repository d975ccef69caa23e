import type { Kysely } from 'kysely';

/**
 * Moderation groups (docs/decisions/0053-moderation-groups.md): named sets of users
 * that a domain may be limited to. Every row carries tenant_id so each query can be scoped
 * by tenant on its own, without a join to prove the tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('moderation_groups')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // A tenant's group names are unique (the rule behind 'already exists'); it also serves the
  // Users screen's list of a tenant's groups, which filters by tenant_id first.
  await db.schema
    .createIndex('moderation_groups_tenant_name_unique')
    .on('moderation_groups')
    .columns(['tenant_id', 'name'])
    .unique()
    .execute();

  await db.schema
    .createTable('moderation_group_members')
    .addColumn('group_id', 'text', (col) =>
      col.notNull().references('moderation_groups.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('moderation_group_members_pk', ['group_id', 'user_id'])
    .execute();
  // The primary key finds a group's members; a user's groups (users list, user edit) need
  // the other direction.
  await db.schema
    .createIndex('moderation_group_members_user_id')
    .on('moderation_group_members')
    .column('user_id')
    .execute();

  // domain_id is plain text without a foreign key: the domains table arrives with the
  // domains issue, which adds the reference then.
  await db.schema
    .createTable('domain_moderation_groups')
    .addColumn('group_id', 'text', (col) =>
      col.notNull().references('moderation_groups.id').onDelete('cascade'),
    )
    .addColumn('domain_id', 'text', (col) => col.notNull())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('domain_moderation_groups_pk', ['group_id', 'domain_id'])
    .execute();
  // "Which groups may moderate this domain" is asked per domain.
  await db.schema
    .createIndex('domain_moderation_groups_domain_id')
    .on('domain_moderation_groups')
    .column('domain_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('domain_moderation_groups').execute();
  await db.schema.dropTable('moderation_group_members').execute();
  await db.schema.dropTable('moderation_groups').execute();
}
