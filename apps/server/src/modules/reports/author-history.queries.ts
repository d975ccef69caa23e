/**
 * The author history's reads (decision 0181): one author's reports of a tenant, counted per
 * domain and status, and the latest few. Both are limited to the reports the viewer may see
 * (report-visibility.ts), and both seek the (tenant_id, username, submitted_at) index.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import { moderatableDomainIds, seesAllReports, type ReportViewer } from './report-visibility';

function authorReports(db: Kysely<Database>, viewer: ReportViewer, username: string) {
  let query = db
    .selectFrom('reports')
    .where('reports.tenant_id', '=', viewer.tenantId)
    .where('reports.username', '=', username);
  if (!seesAllReports(viewer)) {
    query = query.where('reports.domain_id', 'in', moderatableDomainIds(db, viewer));
  }
  return query;
}

/** One row per domain and status: how many, and the first and last submission among them. */
export interface AuthorStatusCount {
  domain_id: string | null;
  /** The registered name, or the host the plugin named when the domain was deleted. */
  domain: string;
  status: string;
  count: number;
  first_seen: string;
  last_seen: string;
}

export async function countAuthorReports(
  db: Kysely<Database>,
  viewer: ReportViewer,
  username: string,
): Promise<AuthorStatusCount[]> {
  const rows = await authorReports(db, viewer, username)
    .leftJoin('domains', 'domains.id', 'reports.domain_id')
    .select((eb) => [
      'reports.domain_id',
      'reports.status',
      // Reports of a deleted domain keep only the host each was sent from.
      eb.fn.coalesce('domains.name', eb.fn.min('reports.domain')).as('domain'),
      eb.fn.countAll<string | number>().as('count'),
      eb.fn.min('reports.submitted_at').as('first_seen'),
      eb.fn.max('reports.submitted_at').as('last_seen'),
    ])
    .groupBy(['reports.domain_id', 'domains.name', 'reports.status'])
    .execute();
  return rows.map((row) => ({
    domain_id: row.domain_id,
    domain: row.domain,
    status: row.status,
    count: Number(row.count),
    first_seen: row.first_seen,
    last_seen: row.last_seen,
  }));
}

export interface AuthorRecentRow {
  id: string;
  domain: string;
  content_type: string;
  status: string;
  submitted_at: string;
  /** The start of a text item's content; null for media. */
  excerpt: string | null;
}

/** The author's latest reports, newest first. */
export async function listAuthorRecentReports(
  db: Kysely<Database>,
  viewer: ReportViewer,
  username: string,
  limit: number,
  excerptLength: number,
): Promise<AuthorRecentRow[]> {
  return authorReports(db, viewer, username)
    .select([
      'reports.id',
      'reports.domain',
      'reports.content_type',
      'reports.status',
      'reports.submitted_at',
      // Only the start of a text is read: an item may be 256 KB, and media are base64.
      sql<
        string | null
      >`case when reports.content_type = 'text' then substr(reports.content, 1, ${excerptLength}) else null end`.as(
        'excerpt',
      ),
    ])
    .orderBy('reports.submitted_at', 'desc')
    .orderBy('reports.id', 'desc')
    .limit(limit)
    .execute();
}
