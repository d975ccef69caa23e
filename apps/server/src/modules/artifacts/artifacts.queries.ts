import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';

/**
 * The tenant's report whose current artifact is `path`. Looked up by primary key (the path's
 * second segment is the report id), so reading an artifact never scans the tenant's reports;
 * an older version's artifact, replaced by an edit, is no longer found.
 */
export async function findArtifactReport(
  db: Kysely<Database>,
  tenantId: string,
  reportId: string,
  path: string,
): Promise<{ id: string; domain_id: string | null } | undefined> {
  return db
    .selectFrom('reports')
    .select(['id', 'domain_id'])
    .where('id', '=', reportId)
    .where('tenant_id', '=', tenantId)
    .where('artifact_path', '=', path)
    .executeTakeFirst();
}
