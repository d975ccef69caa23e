import { ActionIcon, Menu } from '@mantine/core';
import { IconAdjustments, IconDotsVertical, IconRefresh, IconSettings } from '@tabler/icons-react';
import { STREAMS_SCREEN_TEXTS as T, type TDomain } from '@vigil/contract';
import { Link } from 'react-router';
import { manageDomainHref } from '../manage-links';

export interface StreamCardMenuProps {
  domain: TDomain;
  /** Administrators manage domains (the manage page is theirs, decision 0050's matrix). */
  canManage: boolean;
  onReload: () => void;
}

/** The card's menu (spec §2): where to change what the card shows, and a fresh read. */
export function StreamCardMenu({ domain, canManage, onReload }: StreamCardMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={T.menuLabel(domain.name)}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canManage ? (
          <>
            <Menu.Item
              component={Link}
              to={manageDomainHref(domain.id)}
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {T.manageDomain}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={manageDomainHref(domain.id, 'scanners')}
              leftSection={<IconAdjustments size={16} aria-hidden />}
            >
              {T.manageScanners}
            </Menu.Item>
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Item leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReload}>
          {T.reloadStream}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
