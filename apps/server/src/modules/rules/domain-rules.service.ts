import { createHash } from 'node:crypto';
import {
  DOMAIN_MESSAGES,
  DOMAIN_RULES_MAX,
  type AuthorRuleKind,
  type TCreateDomainRuleRequest,
  type TDomainRule,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { toApiTimestamp, toStoredTimestamp } from '../../lib/clock';
import { notFound, ValidationError } from '../../lib/http-errors';
import { tenantDomain } from '../domains/domains.service';
import { blockPatternKey, parseBlockPattern, type PatternProblem } from './block-pattern';
import {
  countDomainRules,
  deleteDomainRuleRow,
  findDomainRuleRow,
  insertDomainRuleRow,
  listAuthorRuleRows,
  listDomainRuleRows,
  type DomainRuleRow,
} from './domain-rules.queries';
import { sameUsername, type RuleToEvaluate } from './evaluate-rules';

const PROBLEM_MESSAGES: Readonly<Record<PatternProblem, string>> = {
  'no-words': DOMAIN_MESSAGES.ruleNoWords,
  'regex-invalid': DOMAIN_MESSAGES.ruleRegexInvalid,
  'regex-unsafe': DOMAIN_MESSAGES.ruleRegexUnsafe,
  'regex-matches-empty': DOMAIN_MESSAGES.ruleRegexMatchesEmpty,
};

const patternError = (message: string) => new ValidationError({ pattern: [message] });

function toDomainRule(row: DomainRuleRow): TDomainRule {
  return {
    id: row.id,
    kind: row.kind,
    pattern: row.pattern,
    action: row.action === 'AUTO_UNPUBLISHED' || row.action === 'CLEAN' ? row.action : 'MODERATE',
    created_at: toApiTimestamp(row.created_at),
  };
}

/**
 * The rule's id is derived from the domain, kind and pattern as compared (case, spacing and
 * disguises folded), so two identical rules share an id and the primary key refuses the
 * second even when two requests race (decision 0091). Shaped like our other ids (a UUID).
 */
function ruleId(domainId: string, kind: string, pattern: string): string {
  const key = kind === 'block' ? blockPatternKey(pattern) : pattern.trim().toLowerCase();
  const hex = createHash('sha256').update(`${domainId}\n${kind}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What a rule decides, stored beside it so the Rules table reads it like a block rule's. */
function ruleAction(body: TCreateDomainRuleRequest): DomainRuleRow['action'] {
  if (body.kind === 'block') return body.action;
  return body.kind === 'trust' ? 'CLEAN' : 'MODERATE';
}

export async function listDomainRules(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<TDomainRule[]> {
  await tenantDomain(ctx.database.db, tenantId, domainId);
  return (await listDomainRuleRows(ctx.database.db, tenantId, domainId)).map(toDomainRule);
}

export async function createDomainRule(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  body: TCreateDomainRuleRequest,
): Promise<TDomainRule> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  if (body.kind === 'block') {
    const parsed = parseBlockPattern(body.pattern);
    if (!parsed.ok) throw patternError(PROBLEM_MESSAGES[parsed.problem]);
  }
  if ((await countDomainRules(db, tenantId, domainId)) >= DOMAIN_RULES_MAX) {
    throw patternError(DOMAIN_MESSAGES.ruleLimit);
  }
  const row: DomainRuleRow = {
    id: ruleId(domainId, body.kind, body.pattern),
    tenant_id: tenantId,
    domain_id: domainId,
    kind: body.kind,
    pattern: body.pattern,
    action: ruleAction(body),
    created_at: toStoredTimestamp(ctx.clock.now()),
  };
  if (!(await insertDomainRuleRow(db, row))) throw patternError(DOMAIN_MESSAGES.ruleDuplicate);
  return toDomainRule(row);
}

export async function deleteDomainRule(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
  ruleId: string,
): Promise<void> {
  const { db } = ctx.database;
  await tenantDomain(db, tenantId, domainId);
  if (!(await findDomainRuleRow(db, tenantId, domainId, ruleId))) throw notFound();
  await deleteDomainRuleRow(db, tenantId, domainId, ruleId);
}

/** A domain's rules for the scan job, in evaluation order (oldest first). */
export async function domainRulesToEvaluate(
  ctx: AppContext,
  tenantId: string,
  domainId: string,
): Promise<RuleToEvaluate[]> {
  const rows = await listDomainRuleRows(ctx.database.db, tenantId, domainId);
  return rows.map(({ id, kind, pattern, action }) => ({ id, kind, pattern, action }));
}

/**
 * The author rules naming `username` on the tenant's domains, by domain id: 'review' where
 * both kinds exist, since it is the one that decides (evaluate-rules.ts). For the author
 * history (decision 0181).
 */
export async function authorRuleKinds(
  ctx: AppContext,
  tenantId: string,
  username: string,
): Promise<Map<string, AuthorRuleKind>> {
  const rows = await listAuthorRuleRows(ctx.database.db, tenantId);
  const kinds = new Map<string, AuthorRuleKind>();
  for (const row of rows) {
    if (row.kind !== 'trust' && row.kind !== 'review') continue;
    if (!sameUsername(row.pattern, username)) continue;
    if (kinds.get(row.domain_id) !== 'review') kinds.set(row.domain_id, row.kind);
  }
  return kinds;
}
