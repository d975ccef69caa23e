import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { DomainRulesTable } from '../../db/schema/moderation-engine';

export type DomainRuleRow = Selectable<DomainRulesTable>;

/** A domain's rules in the order they were made (the order they are evaluated in). */
export async function listDomainRuleRows(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
): Promise<DomainRuleRow[]> {
  return db
    .selectFrom('domain_rules')
    .select(['id', 'tenant_id', 'domain_id', 'kind', 'pattern', 'action', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countDomainRules(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
): Promise<number> {
  const row = await db
    .selectFrom('domain_rules')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findDomainRuleRow(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  ruleId: string,
): Promise<DomainRuleRow | undefined> {
  return db
    .selectFrom('domain_rules')
    .select(['id', 'tenant_id', 'domain_id', 'kind', 'pattern', 'action', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .where('id', '=', ruleId)
    .executeTakeFirst();
}

/** False when a rule with this id exists already (the id is derived from the pattern). */
export async function insertDomainRuleRow(
  db: Kysely<Database>,
  row: DomainRuleRow,
): Promise<boolean> {
  const result = await db
    .insertInto('domain_rules')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteDomainRuleRow(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string,
  ruleId: string,
): Promise<void> {
  await db
    .deleteFrom('domain_rules')
    .where('tenant_id', '=', tenantId)
    .where('domain_id', '=', domainId)
    .where('id', '=', ruleId)
    .execute();
}

/**
 * The tenant's author rules (trust, review), for the author history. Compared with the
 * username in code (sameUsername), since SQLite's lower() folds only ASCII; a tenant has a
 * few of them per domain at most (DOMAIN_RULES_MAX).
 */
export async function listAuthorRuleRows(
  db: Kysely<Database>,
  tenantId: string,
): Promise<Pick<DomainRuleRow, 'domain_id' | 'kind' | 'pattern'>[]> {
  return db
    .selectFrom('domain_rules')
    .select(['domain_id', 'kind', 'pattern'])
    .where('tenant_id', '=', tenantId)
    .where('kind', 'in', ['trust', 'review'])
    .execute();
}
