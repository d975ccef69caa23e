/**
 * An audit row as the reports module writes it, for the benchmarks' generators that write
 * reports straight into the database: a submission unless `row` says otherwise.
 */
import type { Insertable } from 'kysely';
import type { AuditLogTable } from '../src/db/schema/moderation-engine';
import { createId } from '../src/lib/tokens';

export type AuditFields = Partial<Insertable<AuditLogTable>> & { created_at: string };

export function auditRow(
  tenantId: string,
  reportId: string,
  row: AuditFields,
): Insertable<AuditLogTable> {
  return {
    id: createId(),
    tenant_id: tenantId,
    report_id: reportId,
    actor_user_id: null,
    actor_name: null,
    action: 'submitted',
    previous_status: null,
    new_status: 'PENDING',
    category_id: null,
    score: null,
    detail: null,
    ...row,
  };
}
