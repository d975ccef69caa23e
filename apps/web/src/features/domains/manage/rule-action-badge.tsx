import { Badge } from '@mantine/core';
import {
  DOMAIN_SCREEN_TEXTS as T,
  MODERATION_STATUS_COLOURS,
  type TDomainRule,
} from '@vigil/contract';

/**
 * What a rule decides, in the colour of the status it leads to (spec §3: MODERATE orange,
 * AUTO_UNPUBLISHED red, CLEAN green), so the table reads like the moderation queue.
 */
export function RuleActionBadge({ action }: { action: TDomainRule['action'] }) {
  return (
    <Badge color={MODERATION_STATUS_COLOURS[action]} variant="light" radius="sm" miw="max-content">
      {T.ruleActionLabels[action]}
    </Badge>
  );
}
