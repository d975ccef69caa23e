import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema/database';

/**
 * The one rule of which domains a moderator may moderate (docs/decisions/0053, 0073): a domain
 * linked to no moderation group is open to every moderator; a linked one only to members of
 * its groups. A filter on a query over `domains`, used by the domain list, the review queue
 * and the artifact route, so they cannot drift apart.
 */
export function openToModerator(moderatorId: string) {
  return (eb: ExpressionBuilder<Database, 'domains'>) =>
    eb.or([
      eb.not(
        eb.exists(
          eb
            .selectFrom('domain_moderation_groups as open')
            .select('open.group_id')
            .whereRef('open.domain_id', '=', 'domains.id'),
        ),
      ),
      eb.exists(
        eb
          .selectFrom('domain_moderation_groups as link')
          .innerJoin('moderation_group_members as member', 'member.group_id', 'link.group_id')
          .select('link.group_id')
          .whereRef('link.domain_id', '=', 'domains.id')
          .where('member.user_id', '=', moderatorId),
      ),
    ]);
}
