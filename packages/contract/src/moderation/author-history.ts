/**
 * An author's history across the tenant's domains (docs/decisions/0181-author-history.md):
 * how many items, what became of them, when first and last seen, per domain with the rule
 * that names the author there, and the latest few items. Under /report, so it is timed and
 * answers 423 while the moderator is locked, like the queue it is read from.
 */
import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';
import { ZIdSchema } from '../common/ids';
import { withTextHygiene } from '../common/fields';
import { MESSAGES } from '../messages';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';

/** The plugin API's limit on `username` (ZSubmitContentRequestSchema): no longer name exists. */
export const AUTHOR_USERNAME_MAX = 200;

/** How many of the author's latest items the history lists. */
export const AUTHOR_HISTORY_RECENT = 5;

/** Characters of a text item the history shows. */
export const AUTHOR_HISTORY_EXCERPT = 160;

export const ZAuthorHistoryQuerySchema = z.object({
  /** Exactly as the CMS sent it (and the card shows it); compared as stored. */
  username: withTextHygiene(
    z
      .string({ error: () => MESSAGES.required('Username') })
      .trim()
      .min(1, MESSAGES.required('Username'))
      .max(AUTHOR_USERNAME_MAX),
    'Username',
  ),
});
export type TAuthorHistoryQuery = z.infer<typeof ZAuthorHistoryQuerySchema>;

/**
 * What became of the items: `waiting` is every item no one has decided yet (PENDING, and
 * MODERATE in the queue); `approved` is MANUALLY_IGNORED.
 */
export const AUTHOR_OUTCOMES = [
  'clean',
  'approved',
  'waiting',
  'auto_unpublished',
  'manually_unpublished',
] as const;
export type AuthorOutcome = (typeof AUTHOR_OUTCOMES)[number];

const count = () => z.number().int().nonnegative();

export const ZAuthorOutcomesSchema = z.object({
  clean: count(),
  approved: count(),
  waiting: count(),
  auto_unpublished: count(),
  manually_unpublished: count(),
});
export type TAuthorOutcomes = z.infer<typeof ZAuthorOutcomesSchema>;

/** The author rules a domain can have: trusted (→ CLEAN) or sent to review (→ MODERATE). */
export const AUTHOR_RULE_KINDS = ['trust', 'review'] as const;
export type AuthorRuleKind = (typeof AUTHOR_RULE_KINDS)[number];

export const ZAuthorDomainSchema = z.object({
  /** null: the domain was deleted since (administrators only see those items). */
  domain_id: ZIdSchema.nullable(),
  domain: z.string(),
  total: count(),
  outcomes: ZAuthorOutcomesSchema,
  first_seen: ZUtcTimestampSchema,
  last_seen: ZUtcTimestampSchema,
  /** The rule naming this author on the domain; 'review' when both exist (it decides). */
  rule: z.enum(AUTHOR_RULE_KINDS).nullable(),
});
export type TAuthorDomain = z.infer<typeof ZAuthorDomainSchema>;

export const ZAuthorRecentItemSchema = z.object({
  id: ZIdSchema,
  domain: z.string(),
  content_type: z.string(),
  status: z.string(),
  submitted_at: ZUtcTimestampSchema,
  /** The start of a text item; null for media. */
  excerpt: z.string().nullable(),
});
export type TAuthorRecentItem = z.infer<typeof ZAuthorRecentItemSchema>;

export const ZAuthorHistorySchema = z.object({
  username: z.string(),
  total: count(),
  outcomes: ZAuthorOutcomesSchema,
  /** null when no item is visible to the caller. */
  first_seen: ZUtcTimestampSchema.nullable(),
  last_seen: ZUtcTimestampSchema.nullable(),
  /** Most items first. */
  domains: z.array(ZAuthorDomainSchema),
  /** Newest first, at most AUTHOR_HISTORY_RECENT. */
  recent: z.array(ZAuthorRecentItemSchema).max(AUTHOR_HISTORY_RECENT),
});
export type TAuthorHistory = z.infer<typeof ZAuthorHistorySchema>;

export const ZAuthorHistoryResponseSchema = z.object({ data: ZAuthorHistorySchema });
export type TAuthorHistoryResponse = z.infer<typeof ZAuthorHistoryResponseSchema>;

/**
 * Scoped by the session's tenant and, for moderators, to the domains open to their groups.
 * An author with nothing visible answers zero totals, not 404, so the answer says nothing of
 * other groups' domains.
 */
export const getAuthorHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/report/author-history',
  summary: 'An author’s history across the tenant’s domains',
  access: 'session',
  roles: MODERATING_ROLES,
  moderationTimed: true,
  // The dialog shows its own placeholder while it loads.
  quiet: true,
  query: ZAuthorHistoryQuerySchema,
  status: 200,
  response: ZAuthorHistoryResponseSchema,
});
