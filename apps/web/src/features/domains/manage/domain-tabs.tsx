import { Paper, Tabs } from '@mantine/core';
import {
  IconFilter,
  IconListCheck,
  IconLock,
  IconPlug,
  IconRadar,
  type Icon,
} from '@tabler/icons-react';
import { DOMAIN_SCREEN_TEXTS as T, DOMAIN_TAB_LABELS } from '@vigil/contract';
import { useSearchParams } from 'react-router';
import { SecurityTab } from './coming-soon-tab';
import { ComponentsTab } from './components-tab';
import { PluginsTab } from './plugins-tab';
import { RulesTab } from './rules-tab';

/** The open tab is in the address too (`&tab=plugins`), so a reload keeps it. */
export const DOMAIN_TAB_PARAM = 'tab';

type DomainTab = keyof typeof DOMAIN_TAB_LABELS;
const TABS = Object.keys(DOMAIN_TAB_LABELS) as DomainTab[];
const ICONS: Record<DomainTab, Icon> = {
  rules: IconListCheck,
  plugins: IconPlug,
  scanners: IconRadar,
  extractors: IconFilter,
  security: IconLock,
};

function isDomainTab(value: string | null): value is DomainTab {
  return TABS.some((tab) => tab === value);
}

/** Spec §2: Rules, Plugins, Scanners, Extractors, Security. */
export function DomainTabs({ domainId }: { domainId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(DOMAIN_TAB_PARAM);
  const current: DomainTab = isDomainTab(asked) ? asked : 'rules';

  const select = (value: string | null) => {
    if (!isDomainTab(value)) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === 'rules') next.delete(DOMAIN_TAB_PARAM);
        else next.set(DOMAIN_TAB_PARAM, value);
        return next;
      },
      { replace: true },
    );
  };

  const panel = (tab: DomainTab) => {
    switch (tab) {
      case 'rules':
        return <RulesTab domainId={domainId} />;
      case 'plugins':
        return <PluginsTab domainId={domainId} />;
      case 'scanners':
        return <ComponentsTab kind="scanner" domainId={domainId} />;
      case 'extractors':
        return <ComponentsTab kind="extractor" domainId={domainId} />;
      case 'security':
        return <SecurityTab />;
    }
  };

  return (
    <Tabs value={current} onChange={select} keepMounted={false} aria-label={T.tabsLabel}>
      <Tabs.List mb="lg">
        {TABS.map((tab) => {
          const TabIcon = ICONS[tab];
          return (
            <Tabs.Tab key={tab} value={tab} leftSection={<TabIcon size={16} aria-hidden />}>
              {DOMAIN_TAB_LABELS[tab]}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {TABS.map((tab) => (
        <Tabs.Panel key={tab} value={tab}>
          <Paper withBorder p="lg">
            {panel(tab)}
          </Paper>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
