import { Badge, Table, Text } from '@mantine/core';
import { IconPlug } from '@tabler/icons-react';
import { DOMAIN_SCREEN_TEXTS as T, formatTimestamp, type TDomainPlugin } from '@vigil/contract';
import { EmptyState } from '../../../components/empty-state';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { useDomainPlugins } from '../api/use-domain-plugins';

function CallbackHealth({ plugin }: { plugin: TDomainPlugin }) {
  if (plugin.callback_health === null) {
    return (
      <Text size="sm" c="dimmed">
        {T.callbackUnknown}
      </Text>
    );
  }
  const healthy = plugin.callback_health === 'healthy';
  return (
    <Badge variant="light" color={healthy ? 'teal' : 'red'} miw="max-content">
      {healthy ? T.callbackHealthy : T.callbackFailing}
    </Badge>
  );
}

/** Spec §3 domain plugin: each connected CMS plugin, when it connected and last called in. */
export function PluginsTab({ domainId }: { domainId: string }) {
  const plugins = useDomainPlugins(domainId);
  if (plugins.data === undefined) return <LoadingSkeleton lines={3} label={T.loadingSection} />;
  if (plugins.data.data.length === 0) {
    return (
      <EmptyState
        withBorder={false}
        icon={<IconPlug size={28} aria-hidden />}
        title={T.noPluginsTitle}
        description={T.noPluginsBody}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={T.pluginsTableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.columnCms}</Table.Th>
            <Table.Th>{T.columnCmsVersion}</Table.Th>
            <Table.Th>{T.columnPluginVersion}</Table.Th>
            <Table.Th>{T.columnConnected}</Table.Th>
            <Table.Th>{T.columnLastSeen}</Table.Th>
            <Table.Th>{T.columnCallback}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plugins.data.data.map((plugin) => (
            <Table.Tr key={String(plugin.id)}>
              <Table.Td fw={600}>{plugin.cms_name}</Table.Td>
              <Table.Td>{plugin.cms_version}</Table.Td>
              <Table.Td>{plugin.plugin_version}</Table.Td>
              <Table.Td>{formatTimestamp(plugin.connected_at)}</Table.Td>
              <Table.Td>
                {plugin.last_seen_at === null ? T.never : formatTimestamp(plugin.last_seen_at)}
              </Table.Td>
              <Table.Td>
                <CallbackHealth plugin={plugin} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
