import { ActionIcon, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import {
  IconDotsVertical,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { DOMAIN_SCREEN_TEXTS as T, type TDomain } from '@vigil/contract';
import { Link } from 'react-router';
import { manageDomainHref } from '../domain-links';
import { domainToUnicode } from '../domain-display';
import { StatusDot } from '../status-dot';
import classes from './domain-card.module.css';
import { UserText } from '../../../components/user-text';

export interface DomainCardProps {
  domain: TDomain;
  onUpdate: (domain: TDomain) => void;
  onToggle: (domain: TDomain) => void;
  onDelete: (domain: TDomain) => void;
}

/** Spec §2: status dot, description, name; the card opens the manage page, the menu acts. */
export function DomainCard({ domain, onUpdate, onToggle, onDelete }: DomainCardProps) {
  const name = domainToUnicode(domain.name);
  return (
    <Paper withBorder p="lg" className={classes.card} component="article" aria-label={name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <StatusDot enabled={domain.enabled} />
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                className={classes.menu}
                aria-label={T.menuLabel(name)}
              >
                <IconDotsVertical size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => onUpdate(domain)}
              >
                {T.update}
              </Menu.Item>
              <Menu.Item
                leftSection={
                  domain.enabled ? (
                    <IconPlayerPause size={16} aria-hidden />
                  ) : (
                    <IconPlayerPlay size={16} aria-hidden />
                  )
                }
                onClick={() => onToggle(domain)}
              >
                {domain.enabled ? T.disable : T.enable}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onDelete(domain)}
              >
                {T.delete}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flexGrow: 1 }}>
          <UserText multiLine>{domain.description}</UserText>
        </Text>
        <Link
          to={manageDomainHref(domain.id)}
          className={classes.link}
          aria-label={T.openLabel(name)}
        >
          <Text fw={700} fz="md" className={classes.name}>
            <UserText>{name}</UserText>
          </Text>
        </Link>
      </Stack>
    </Paper>
  );
}
