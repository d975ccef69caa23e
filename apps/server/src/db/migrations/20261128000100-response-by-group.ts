import { sql, type Kysely } from 'kysely';

/**
 * The `response` roll-ups keyed by group first (decision 0173): dim1 is now the response-time
 * group and dim2 the bucket, so the buckets of one group lie together in the key and the
 * median's second read seeks them period by period instead of walking every bucket of the
 * range. The two columns swap in place; no row can meet another's key on the way (a bucket's
 * group is smaller than the bucket from 3 on, and 0, 1 and 2 are their own groups).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update report_rollups set dim1 = dim2, dim2 = dim1 where kind = 'response'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update report_rollups set dim1 = dim2, dim2 = dim1 where kind = 'response'`.execute(db);
}
