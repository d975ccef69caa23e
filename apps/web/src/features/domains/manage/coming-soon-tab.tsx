import { Button, Tooltip } from '@mantine/core';
import { IconListCheck, IconLock, IconPlus } from '@tabler/icons-react';
import { DOMAIN_SCREEN_TEXTS as T, MESSAGES } from '@vigil/contract';
import { EmptyState } from '../../../components/empty-state';

/**
 * Spec §2 Rules: 'Coming soon...' while the domain has no rules. Rules are defined by the
 * scanning issue, so there are none yet and Add rule says why it cannot be used.
 */
export function RulesTab() {
  return (
    <EmptyState
      withBorder={false}
      icon={<IconListCheck size={28} aria-hidden />}
      title={MESSAGES.comingSoon}
      description={T.rulesBody}
      actions={
        <Tooltip label={T.addRuleUnavailable} withArrow>
          {/* A disabled button gets no pointer events; the wrapper keeps the tooltip. */}
          <span tabIndex={0} aria-describedby="add-rule-unavailable">
            <Button leftSection={<IconPlus size={16} aria-hidden />} disabled>
              {T.addRule}
            </Button>
            <span id="add-rule-unavailable" hidden>
              {T.addRuleUnavailable}
            </span>
          </span>
        </Tooltip>
      }
    />
  );
}

/** Spec §2 Security: 'Coming soon...'. */
export function SecurityTab() {
  return (
    <EmptyState
      withBorder={false}
      icon={<IconLock size={28} aria-hidden />}
      title={MESSAGES.comingSoon}
      description={T.securityBody}
    />
  );
}
