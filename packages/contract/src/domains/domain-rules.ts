/**
 * The Rules tab (decisions 0080–0094): a domain's block list and trusted authors, evaluated before any
 * scanner. A block rule matches a word or phrase (whole words, case-insensitive, also when
 * disguised by spacing or look-alike characters) or a /regular expression/, and sends the
 * item to moderation or unpublishes it; a trust rule names an author whose content is clean;
 * a review rule names an author whose content always waits for a moderator (decision 0181):
 * it outranks a trust rule, and yields to unpublishing by a block rule or by the scores.
 */
import { z } from 'zod';
import { zListResponse, zMessageWithData } from '../common/envelopes';
import { ZUtcTimestampSchema } from '../common/dates';
import { ZIdParamsSchema, ZIdSchema } from '../common/ids';
import { withTextHygiene } from '../common/fields';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';

export const DOMAIN_RULE_KINDS = ['block', 'trust', 'review'] as const;
export type DomainRuleKind = (typeof DOMAIN_RULE_KINDS)[number];

/** What a matching block rule decides; a trust rule decides CLEAN, a review rule MODERATE. */
export const BLOCK_RULE_ACTIONS = ['MODERATE', 'AUTO_UNPUBLISHED'] as const;
export type BlockRuleAction = (typeof BLOCK_RULE_ACTIONS)[number];

export const DOMAIN_RULE_PATTERN_MAX = 200;

/** Every rule runs on every submission of the domain, so their number is bounded. */
export const DOMAIN_RULES_MAX = 500;

export const ZDomainRuleSchema = z.object({
  id: ZIdSchema,
  kind: z.enum(DOMAIN_RULE_KINDS),
  /** block: a word, phrase or /regular expression/; trust, review: a username as the CMS sends it. */
  pattern: z.string(),
  action: z.enum([...BLOCK_RULE_ACTIONS, 'CLEAN']),
  created_at: ZUtcTimestampSchema,
});
export type TDomainRule = z.infer<typeof ZDomainRuleSchema>;

/** A word, phrase, /regular expression/ or author name: one line, no control characters. */
const zRulePattern = () =>
  withTextHygiene(z.string().trim().min(1).max(DOMAIN_RULE_PATTERN_MAX), 'Pattern');

export const ZCreateDomainRuleRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('block'),
    pattern: zRulePattern(),
    action: z.enum(BLOCK_RULE_ACTIONS),
  }),
  z.object({
    kind: z.literal('trust'),
    pattern: zRulePattern(),
  }),
  z.object({
    kind: z.literal('review'),
    pattern: zRulePattern(),
  }),
]);
export type TCreateDomainRuleRequest = z.infer<typeof ZCreateDomainRuleRequestSchema>;

export const listDomainRulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/domains/:id/rules',
  summary: 'List a domain’s rules',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZIdParamsSchema,
  status: 200,
  response: zListResponse(ZDomainRuleSchema),
});

/**
 * 422 on `pattern` for a duplicate rule (same kind and pattern, any case or disguise), a word
 * with no letters or digits, an invalid or unsafe regular expression, or a full list.
 */
export const createDomainRuleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/domains/:id/rules',
  summary: 'Add a block, trust or review rule to a domain',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZIdParamsSchema,
  body: ZCreateDomainRuleRequestSchema,
  status: 201,
  response: zMessageWithData(ZDomainRuleSchema),
});

export const deleteDomainRuleEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/domains/:id/rules/:ruleId',
  summary: 'Delete a domain rule',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: z.object({ id: z.string().min(1), ruleId: z.string().min(1) }),
  status: 200,
  response: ZMessageResponseSchema,
});
