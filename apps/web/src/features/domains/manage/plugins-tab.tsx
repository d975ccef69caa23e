import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconBook, IconPlug, IconTrash } from '@tabler/icons-react';
import { DOMAIN_SCREEN_TEXTS as T, formatTimestamp, type TDomainPlugin } from '@vigil/contract';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { IconActionButton } from '../../../components/icon-action-button';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { showSuccessToast } from '../../../components/notifications';
import { useDomainPlugins, useRemoveDomainPlugin } from '../api/use-domain-plugins';
import { LoadFailed } from './load-failed';
import { ScanBacklog } from './scan-backlog';
import { UserText } from '../../../components/user-text';

function Dimmed({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

/** How callbacks to this plugin fare: health, when the last one was tried, and its error. */
function Callbacks({ plugin }: { plugin: TDomainPlugin }) {
  if (plugin.callback_url === null) return <Dimmed text={T.noCallbackUrl} />;
  if (plugin.callback_health === null && plugin.last_callback_at === null) {
    return <Dimmed text={T.noCallbackYet} />;
  }
  const healthy = plugin.callback_health === 'healthy';
  return (
    <Stack gap={4} align="flex-start">
      {plugin.callback_health === null ? null : (
        <Badge variant="light" color={healthy ? 'teal' : 'red'} miw="max-content">
          {healthy ? T.callbackHealthy : T.callbackFailing}
        </Badge>
      )}
      {plugin.last_callback_at === null ? null : (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {T.lastCallbackAt(formatTimestamp(plugin.last_callback_at))}
        </Text>
      )}
      {plugin.last_callback_error === null ? null : (
        <Text size="xs" c="red" maw={280} style={{ wordBreak: 'break-word' }}>
          {T.lastCallbackError(plugin.last_callback_error)}
        </Text>
      )}
    </Stack>
  );
}

function FailedCallbacks({ count }: { count: number }) {
  return count === 0 ? (
    <Dimmed text="0" />
  ) : (
    <Badge variant="filled" color="red" miw="max-content">
      {count}
    </Badge>
  );
}

/**
 * Spec §3 domain plugin: each connected CMS plugin, when it connected and last called in, and
 * how its callbacks fare (decisions 0080–0094: failures show here). An administrator can remove one, e.g.
 * the row left behind when a plugin changed its callback URL (decision 0110).
 */
export function PluginsTab({ domainId }: { domainId: string }) {
  const plugins = useDomainPlugins(domainId);
  const remove = useRemoveDomainPlugin(domainId);

  const confirmRemove = (plugin: TDomainPlugin) =>
    openConfirmDialog({
      title: T.removePluginTitle,
      message: T.removePluginBody(plugin.cms_name, plugin.callback_url),
      confirmLabel: T.removePlugin,
      danger: true,
      onConfirm: () =>
        remove.mutate(plugin.id, { onSuccess: (reply) => showSuccessToast(reply.message) }),
    });

  if (plugins.isError) return <LoadFailed onRetry={() => void plugins.refetch()} />;
  if (plugins.data === undefined) return <LoadingSkeleton lines={3} label={T.loadingSection} />;
  if (plugins.data.data.length === 0) {
    return (
      <Stack gap="md">
        <ScanBacklog domainId={domainId} onlyIfWaiting />
        <EmptyState
          withBorder={false}
          icon={<IconPlug size={28} aria-hidden />}
          title={T.noPluginsTitle}
          description={T.noPluginsBody}
          actions={
            <Button
              component={Link}
              to={PATHS.developers}
              variant="light"
              leftSection={<IconBook size={16} aria-hidden />}
            >
              {T.pluginGuideLink}
            </Button>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <ScanBacklog domainId={domainId} />
      <Table.ScrollContainer minWidth={880}>
        <Table
          verticalSpacing="sm"
          highlightOnHover
          aria-label={T.pluginsTableLabel}
          captionSide="bottom"
        >
          <Table.Caption ta="left">{T.failedCallbacksHelp}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.columnCms}</Table.Th>
              <Table.Th>{T.columnPluginVersion}</Table.Th>
              <Table.Th>{T.columnConnected}</Table.Th>
              <Table.Th>{T.columnLastSeen}</Table.Th>
              <Table.Th>{T.columnCallback}</Table.Th>
              <Table.Th>{T.columnFailedCallbacks}</Table.Th>
              <Table.Th ta="right">{T.columnActions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plugins.data.data.map((plugin) => (
              <Table.Tr key={String(plugin.id)}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    <UserText>{plugin.cms_name}</UserText>
                  </Text>
                  <Text size="xs" c="dimmed">
                    <UserText>{T.cmsVersion(plugin.cms_version)}</UserText>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <UserText>{plugin.plugin_version}</UserText>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatTimestamp(plugin.connected_at)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {plugin.last_seen_at === null ? T.never : formatTimestamp(plugin.last_seen_at)}
                </Table.Td>
                <Table.Td>
                  <Callbacks plugin={plugin} />
                </Table.Td>
                <Table.Td>
                  <FailedCallbacks count={plugin.failed_callbacks} />
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <IconActionButton
                      label={T.removePlugin}
                      ariaLabel={T.removePluginLabel(
                        plugin.cms_name,
                        formatTimestamp(plugin.connected_at),
                      )}
                      icon={IconTrash}
                      color="red"
                      onClick={() => confirmRemove(plugin)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
