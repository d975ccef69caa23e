import type { Kysely } from 'kysely';

/**
 * Domains (docs/decisions/0070-domains.md): the tenant's sites, their API key, the
 * plugins connected with it, the scanner and extractor catalogues and what each domain has
 * installed. Every tenant-owned row carries tenant_id so each query is scoped by tenant on
 * its own. Booleans are integers 0/1 and times ISO text (0002-portable-storage-types.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domains')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    // Punycode, lower-case: one spelling per host, so the unique index below means "same site".
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // The rule "unique within the tenant" (a racing duplicate fails here); its tenant_id prefix
  // also serves the domains list, which always filters by tenant.
  await db.schema
    .createIndex('domains_tenant_name_unique')
    .on('domains')
    .columns(['tenant_id', 'name'])
    .unique()
    .execute();

  await db.schema
    .createTable('domain_keys')
    .addColumn('domain_id', 'text', (col) =>
      col.primaryKey().references('domains.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('access_key', 'text', (col) => col.notNull())
    // AES-GCM sealed (ctx.secretBox): the plugin API must read it back to check signatures.
    .addColumn('secret_sealed', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // The plugin API finds the domain by the access key a request carries; unique so one key
  // can never name two domains.
  await db.schema
    .createIndex('domain_keys_access_key_unique')
    .on('domain_keys')
    .column('access_key')
    .unique()
    .execute();

  await db.schema
    .createTable('domain_plugins')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('domain_id', 'text', (col) =>
      col.notNull().references('domains.id').onDelete('cascade'),
    )
    .addColumn('cms_name', 'text', (col) => col.notNull())
    .addColumn('cms_version', 'text', (col) => col.notNull())
    .addColumn('plugin_version', 'text', (col) => col.notNull())
    .addColumn('callback_url', 'text')
    .addColumn('connected_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text')
    // 'healthy' | 'failing', null until the first callback (filled by the plugin API issue).
    .addColumn('callback_health', 'text')
    .execute();
  // The Plugins tab lists one domain's plugins.
  await db.schema
    .createIndex('domain_plugins_domain_id')
    .on('domain_plugins')
    .column('domain_id')
    .execute();

  await createCatalogues(db);
  await createInstallations(db);
  await relinkModerationGroups(db);
}

/** The shape of the seeded catalogues as of this migration (not the live schema's types). */
interface CatalogueSeed {
  scanners: { id: number; name: string; description: string };
  extractors: { id: string; name: string; description: string };
}

/** Global catalogues (not per tenant), seeded here because the code knows every entry. */
async function createCatalogues(db: Kysely<unknown>): Promise<void> {
  const seed = db as unknown as Kysely<CatalogueSeed>;
  // Scanner ids carry meaning (spec §2: the icon by id), so they are fixed integers.
  await db.schema
    .createTable('scanners')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .execute();
  await seed
    .insertInto('scanners')
    .values([
      { id: 1, name: 'Text', description: 'Scores written content for each moderation category.' },
      { id: 2, name: 'Image', description: 'Scores pictures for each moderation category.' },
      { id: 3, name: 'Video', description: 'Scores video frames for each moderation category.' },
      { id: 4, name: 'Audio', description: 'Scores spoken content for each moderation category.' },
    ])
    .execute();

  // Extractor ids are fixed, readable texts: the plugin API and categories refer to them.
  await db.schema
    .createTable('extractors')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .execute();
  await seed
    .insertInto('extractors')
    .values([
      {
        id: 'html-text',
        name: 'HTML text',
        description: 'The text of a page or comment, with its links and mentions.',
      },
      {
        id: 'html-images',
        name: 'Embedded images',
        description: 'The images embedded in the HTML of a page or comment.',
      },
      {
        id: 'metadata',
        name: 'Metadata',
        description: 'Titles, descriptions and other metadata sent with the content.',
      },
      {
        id: 'personal-data',
        name: 'Personal data',
        description: 'Email addresses, phone numbers and other personal data in the content.',
      },
    ])
    .execute();
}

async function createInstallations(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domain_scanners')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('domain_id', 'text', (col) =>
      col.notNull().references('domains.id').onDelete('cascade'),
    )
    .addColumn('scanner_id', 'integer', (col) => col.notNull().references('scanners.id'))
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // "Install twice → 409" holds even for racing requests; it also lists a domain's scanners.
  await db.schema
    .createIndex('domain_scanners_domain_scanner_unique')
    .on('domain_scanners')
    .columns(['domain_id', 'scanner_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('domain_extractors')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('domain_id', 'text', (col) =>
      col.notNull().references('domains.id').onDelete('cascade'),
    )
    .addColumn('extractor_id', 'text', (col) => col.notNull().references('extractors.id'))
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Same two reasons as for scanners.
  await db.schema
    .createIndex('domain_extractors_domain_extractor_unique')
    .on('domain_extractors')
    .columns(['domain_id', 'extractor_id'])
    .unique()
    .execute();

  // moderation_category_id is plain text without a foreign key: the categories catalogue
  // arrives with the scanning issue, which adds the reference then.
  await db.schema
    .createTable('domain_scanner_settings')
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('domain_scanner_id', 'text', (col) =>
      col.notNull().references('domain_scanners.id').onDelete('cascade'),
    )
    .addColumn('moderation_category_id', 'text', (col) => col.notNull())
    .addColumn('moderation_threshold', 'integer', (col) => col.notNull())
    .addColumn('unpublish_threshold', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('domain_scanner_settings_pk', [
      'domain_scanner_id',
      'moderation_category_id',
    ])
    .execute();
  // No further index: the primary key's domain_scanner_id prefix serves "a scanner's settings".
}

/**
 * domain_moderation_groups was created before domains existed, without a foreign key on
 * domain_id. No domain could exist before this migration, so any row it holds points
 * nowhere: the table is recreated empty with the reference (SQLite cannot add one in place).
 */
async function relinkModerationGroups(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('domain_moderation_groups').execute();
  await createDomainModerationGroups(db, true);
}

async function createDomainModerationGroups(
  db: Kysely<unknown>,
  withDomainReference: boolean,
): Promise<void> {
  await db.schema
    .createTable('domain_moderation_groups')
    .addColumn('group_id', 'text', (col) =>
      col.notNull().references('moderation_groups.id').onDelete('cascade'),
    )
    .addColumn('domain_id', 'text', (col) =>
      withDomainReference
        ? col.notNull().references('domains.id').onDelete('cascade')
        : col.notNull(),
    )
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
  await createDomainModerationGroups(db, false);
  await db.schema.dropTable('domain_scanner_settings').execute();
  await db.schema.dropTable('domain_extractors').execute();
  await db.schema.dropTable('domain_scanners').execute();
  await db.schema.dropTable('extractors').execute();
  await db.schema.dropTable('scanners').execute();
  await db.schema.dropTable('domain_plugins').execute();
  await db.schema.dropTable('domain_keys').execute();
  await db.schema.dropTable('domains').execute();
}
