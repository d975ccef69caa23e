import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

export interface PlaceholderTab {
  value: string;
  label: string;
  icon: (size: number) => ReactNode;
  title: string;
  description: string;
}

/** Tabs whose panels say what each will hold until its capability arrives. */
export function PlaceholderTabs({ tabs }: { tabs: readonly PlaceholderTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.value} keepMounted={false}>
      <Tabs.List mb="lg">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon(16)}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          <EmptyState icon={tab.icon(28)} title={tab.title} description={tab.description} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
