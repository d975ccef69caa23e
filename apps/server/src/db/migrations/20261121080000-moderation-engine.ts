import { sql, type Kysely } from 'kysely';
import { MODERATION_CATEGORY_SEED } from './seeds/moderation-categories-seed';

/**
 * The moderation engine (docs/decisions/0080-moderation-engine.md): the categories
 * catalogue, submitted items (reports) with every per-category score, the audit log, durable
 * jobs, plugin callbacks, replay protection for signed plugin requests, domain rules, credit
 * usage and each tenant's external moderation engine. Every tenant-owned row carries
 * tenant_id; booleans are 0/1 and times ISO text (0002-portable-storage-types.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createCategories(db);
  await relinkScannerSettings(db);
  await createReports(db);
  await createAuditLog(db);
  await createJobs(db);
  await createCallbackDeliveries(db);
  await createPluginNonces(db);
  await createDomainRules(db);
  await createCreditUsage(db);
  await createEngineSettings(db);
}

interface CategorySeedDb {
  moderation_categories: {
    id: string;
    scanner_id: number;
    extractor_id: string | null;
    name: string;
    description: string;
    default_moderation_threshold: number;
    default_unpublish_threshold: number;
  };
}

/** Global catalogue: what each scanner scores, with the thresholds a new installation gets. */
async function createCategories(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('moderation_categories')
    // Readable fixed ids ('text-profanity'): scores, settings and plugins refer to them.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('scanner_id', 'integer', (col) => col.notNull().references('scanners.id'))
    .addColumn('extractor_id', 'text', (col) => col.references('extractors.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('default_moderation_threshold', 'integer', (col) => col.notNull())
    .addColumn('default_unpublish_threshold', 'integer', (col) => col.notNull())
    .execute();
  await (db as unknown as Kysely<CategorySeedDb>)
    .insertInto('moderation_categories')
    .values([...MODERATION_CATEGORY_SEED])
    .execute();
}

/**
 * domain_scanner_settings gains its reference to the catalogue (SQLite cannot add one in
 * place, so the table is rebuilt), and every installed scanner gets its categories' default
 * thresholds, so no installation is left with silent 0/0 pairs (decision 0082).
 */
async function relinkScannerSettings(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('domain_scanner_settings').execute();
  await db.schema
    .createTable('domain_scanner_settings')
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('domain_scanner_id', 'text', (col) =>
      col.notNull().references('domain_scanners.id').onDelete('cascade'),
    )
    .addColumn('moderation_category_id', 'text', (col) =>
      col.notNull().references('moderation_categories.id'),
    )
    .addColumn('moderation_threshold', 'integer', (col) => col.notNull())
    .addColumn('unpublish_threshold', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('domain_scanner_settings_pk', [
      'domain_scanner_id',
      'moderation_category_id',
    ])
    .execute();
  await sql`
    insert into domain_scanner_settings
      (tenant_id, domain_scanner_id, moderation_category_id, moderation_threshold, unpublish_threshold)
    select ds.tenant_id, ds.id, mc.id, mc.default_moderation_threshold, mc.default_unpublish_threshold
    from domain_scanners ds
    join moderation_categories mc on mc.scanner_id = ds.scanner_id
  `.execute(db);
}

async function createReports(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    // A deleted domain keeps its items' history (transparency reports count them); the host
    // the plugin named stays in `domain`.
    .addColumn('domain_id', 'text', (col) => col.references('domains.id').onDelete('set null'))
    .addColumn('plugin_id', 'text', (col) =>
      col.references('domain_plugins.id').onDelete('set null'),
    )
    // cms_meta.id as text: the idempotency key within the domain.
    .addColumn('cms_id', 'text', (col) => col.notNull())
    .addColumn('cms_meta', 'text', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('scheme', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('access_key', 'text', (col) => col.notNull())
    // Text, or base64 of a small image (shown inline); '' when the content is an artifact only.
    .addColumn('content', 'text', (col) => col.notNull())
    // sha256 of what was submitted: an identical re-submission is a duplicate, not an edit.
    .addColumn('content_hash', 'text', (col) => col.notNull())
    // The URL the plugin named as the content, when it sent one instead of the bytes.
    .addColumn('content_url', 'text')
    .addColumn('artifact_path', 'text')
    .addColumn('artifact_mime', 'text')
    // JSON: what the extractors found (text, links, mentions, personal data counts).
    .addColumn('extraction', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    // Why the status is what it is: 'scores', 'rule:<id>', 'trusted-author', 'no-credits',
    // 'scanner-unavailable:<scanner id>', 'no-scanner', 'manual'.
    .addColumn('status_reason', 'text')
    .addColumn('top_category_id', 'text', (col) => col.references('moderation_categories.id'))
    .addColumn('top_score', 'integer')
    // Bumped by every edit, so a scan of an older version never overwrites a newer one.
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('credits_charged', 'integer', (col) => col.notNull())
    // utc_datetime of the report record: when this version was submitted.
    .addColumn('submitted_at', 'text', (col) => col.notNull())
    .addColumn('scanned_at', 'text')
    .addColumn('decided_at', 'text')
    // 'automated' | 'human'; null while PENDING.
    .addColumn('decision_source', 'text')
    .addColumn('decided_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Idempotency: one report per CMS item and domain (a racing duplicate fails here).
  await db.schema
    .createIndex('reports_domain_cms_unique')
    .on('reports')
    .columns(['domain_id', 'cms_id'])
    .unique()
    .execute();
  // The queue: newest first with a stable cursor (submitted_at, id), optionally by status.
  await db.schema
    .createIndex('reports_tenant_submitted')
    .on('reports')
    .columns(['tenant_id', 'submitted_at', 'id'])
    .execute();
  await db.schema
    .createIndex('reports_tenant_status_submitted')
    .on('reports')
    .columns(['tenant_id', 'status', 'submitted_at', 'id'])
    .execute();

  await db.schema
    .createTable('report_scores')
    .addColumn('report_id', 'text', (col) =>
      col.notNull().references('reports.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'text', (col) => col.notNull().references('moderation_categories.id'))
    .addColumn('score', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_scores_pk', ['report_id', 'category_id'])
    .execute();
  // The Streams what-if preview replays one category's scores over a tenant's recent items.
  await db.schema
    .createIndex('report_scores_tenant_category')
    .on('report_scores')
    .columns(['tenant_id', 'category_id'])
    .execute();
}

/** Every status change of a report, automated or human, in the same transaction as it. */
async function createAuditLog(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('report_id', 'text', (col) =>
      col.notNull().references('reports.id').onDelete('cascade'),
    )
    // null: the engine decided. The name is kept so a deleted user's decisions stay readable.
    .addColumn('actor_user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text')
    // 'submitted' | 'resubmitted' | 'scanned' | 'unpublished' | 'ignored' | 'callback-failed' …
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('previous_status', 'text')
    .addColumn('new_status', 'text', (col) => col.notNull())
    .addColumn('category_id', 'text', (col) => col.references('moderation_categories.id'))
    .addColumn('score', 'integer')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_report')
    .on('audit_log')
    .columns(['tenant_id', 'report_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_tenant_created')
    .on('audit_log')
    .columns(['tenant_id', 'created_at'])
    .execute();
}

/** Durable work shared by every instance: leased, retried, resumed after a crash. */
async function createJobs(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) => col.references('tenants.id').onDelete('cascade'))
    // 'scan' | 'callback' | …
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    // 'queued' | 'running' | 'done' | 'failed'
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('run_at', 'text', (col) => col.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('leased_by', 'text')
    .addColumn('last_error', 'text')
    // At most one unfinished job per key (e.g. 'scan:<report id>').
    .addColumn('dedupe_key', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('jobs_dedupe_key').on('jobs').column('dedupe_key').execute();
}

/** Each signed call to a plugin (unpublish, decision) and how its delivery went. */
async function createCallbackDeliveries(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('callback_deliveries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('domain_id', 'text', (col) =>
      col.notNull().references('domains.id').onDelete('cascade'),
    )
    .addColumn('plugin_id', 'text', (col) =>
      col.notNull().references('domain_plugins.id').onDelete('cascade'),
    )
    .addColumn('report_id', 'text', (col) => col.references('reports.id').onDelete('cascade'))
    // 'unpublish' | 'decision'
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    // 'pending' | 'delivered' | 'failed' (gave up after the retry window)
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('last_attempt_at', 'text')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('give_up_at', 'text', (col) => col.notNull())
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('callback_deliveries_plugin')
    .on('callback_deliveries')
    .columns(['tenant_id', 'plugin_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('callback_deliveries_report')
    .on('callback_deliveries')
    .columns(['tenant_id', 'report_id'])
    .execute();
}

/** Each accepted plugin signature, kept past the timestamp window so a replay is refused. */
async function createPluginNonces(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plugin_request_signatures')
    .addColumn('domain_id', 'text', (col) =>
      col.notNull().references('domains.id').onDelete('cascade'),
    )
    .addColumn('signature', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('plugin_request_signatures_pk', ['domain_id', 'signature'])
    .execute();
  await db.schema
    .createIndex('plugin_request_signatures_expires')
    .on('plugin_request_signatures')
    .column('expires_at')
    .execute();
}

/** The Rules tab: block lists and trusted authors, evaluated before the scanners. */
async function createDomainRules(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('domain_rules')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('domain_id', 'text', (col) =>
      col.notNull().references('domains.id').onDelete('cascade'),
    )
    // 'block' | 'trust'
    .addColumn('kind', 'text', (col) => col.notNull())
    // block: a word/phrase, or a /regular expression/; trust: a username.
    .addColumn('pattern', 'text', (col) => col.notNull())
    // block: 'MODERATE' | 'AUTO_UNPUBLISHED'; trust: 'CLEAN'
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('domain_rules_domain')
    .on('domain_rules')
    .columns(['tenant_id', 'domain_id'])
    .execute();
}

/** Credits spent per tenant and UTC month ('2026-11'), counted as items are scanned. */
async function createCreditUsage(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_usage')
    .addColumn('tenant_id', 'text', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('used', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('credit_usage_pk', ['tenant_id', 'month'])
    .execute();
}

/** A tenant's external moderation engine (OpenAI-compatible /v1/moderations). */
async function createEngineSettings(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant_engine_settings')
    .addColumn('tenant_id', 'text', (col) =>
      col.primaryKey().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    // Sealed with the secret box; never sent back to the console.
    .addColumn('api_key_sealed', 'text')
    .addColumn('model', 'text')
    // JSON array of content types the engine scores ('audio' always; others optional).
    .addColumn('content_types', 'text', (col) => col.notNull())
    .addColumn('timeout_ms', 'integer', (col) => col.notNull())
    .addColumn('max_retries', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tenant_engine_settings').execute();
  await db.schema.dropTable('credit_usage').execute();
  await db.schema.dropTable('domain_rules').execute();
  await db.schema.dropTable('plugin_request_signatures').execute();
  await db.schema.dropTable('callback_deliveries').execute();
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('report_scores').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('domain_scanner_settings').execute();
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
  await db.schema.dropTable('moderation_categories').execute();
}
