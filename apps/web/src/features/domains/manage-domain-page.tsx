import { IconLock, IconListCheck, IconPlug, IconRadar, IconFilter } from '@tabler/icons-react';
import { MESSAGES } from '@vigil/contract';
import { PageHeader } from '../../components/page-header';
import { PlaceholderTabs, type PlaceholderTab } from '../../components/placeholder-tabs';

// Spec §2: Rules, Plugins, Scanners, Extractors, Security — Security is 'Coming soon...'.
const TABS: readonly PlaceholderTab[] = [
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
      <PlaceholderTabs tabs={TABS} />
    </>
  );
}
