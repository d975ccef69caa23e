import { Tabs } from '@mantine/core';
import { IconLock, IconListCheck, IconPlug, IconRadar, IconFilter } from '@tabler/icons-react';
import { MESSAGES } from '@vigil/contract';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';

interface DomainTab {
  value: string;
  label: string;
  icon: (size: number) => ReactNode;
  title: string;
  description: string;
}

// Spec §2: Rules, Plugins, Scanners, Extractors, Security — Security is 'Coming soon...'.
const TABS: readonly DomainTab[] = [
  {
    value: 'rules',
    label: 'Rules',
    icon: (size) => <IconListCheck size={size} aria-hidden />,
    title: MESSAGES.comingSoon,
    description: 'Domain rules will be listed and edited here.',
  },
  {
    value: 'plugins',
    label: 'Plugins',
    icon: (size) => <IconPlug size={size} aria-hidden />,
    title: 'No plugins connected',
    description:
      'CMS plugins connected with this domain’s API key appear here with their CMS version, plugin version and connection date.',
  },
  {
    value: 'scanners',
    label: 'Scanners',
    icon: (size) => <IconRadar size={size} aria-hidden />,
    title: 'Scanners for this domain',
    description:
      'Text, image, video and audio scanners attached to this domain, ready to enable, disable or uninstall.',
  },
  {
    value: 'extractors',
    label: 'Extractors',
    icon: (size) => <IconFilter size={size} aria-hidden />,
    title: 'Extractors for this domain',
    description: 'The extractors that pull content out of submissions before scanning.',
  },
  {
    value: 'security',
    label: 'Security',
    icon: (size) => <IconLock size={size} aria-hidden />,
    title: MESSAGES.comingSoon,
    description: 'Security options for this domain.',
  },
];

export function ManageDomainPage() {
  return (
    <>
      <PageHeader
        title="Manage Domain"
        description="Rules, plugins, scanners, extractors, API key and moderation groups of one domain."
      />
      <Tabs defaultValue="rules" keepMounted={false}>
        <Tabs.List mb="lg">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon(16)}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <EmptyState icon={tab.icon(28)} title={tab.title} description={tab.description} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
