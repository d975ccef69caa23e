import type { Kysely } from 'kysely';

/**
 * The roll-up kinds of Analytics and the Streams what-if (decision 0170): outcomes,
 * outcome_categories, scores, automation, team and queue. The table takes them as they are;
 * this migration only marks the upgrade, so the start that applies it rebuilds every tenant's
 * roll-ups from the reports and their scores (ROLLUP_REBUILD_MIGRATIONS in server.ts). The
 * one reports read Analytics makes (the oldest item waiting for review) is served by
 * reports_tenant_status_submitted, so no index is added either.
 */
export async function up(_db: Kysely<unknown>): Promise<void> {
  // Nothing to change: see above.
}

export async function down(_db: Kysely<unknown>): Promise<void> {
  // Nothing to undo: the rows of the new kinds are ignored by code that does not read them.
}
