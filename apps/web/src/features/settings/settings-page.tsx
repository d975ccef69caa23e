import { Tabs } from '@mantine/core';
import { IconCreditCard, IconShieldLock, IconUserCircle, IconUsers } from '@tabler/icons-react';
import { ACCOUNT_SCREEN_TEXTS, NAV_LABELS } from '@vigil/contract';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import type { PlaceholderTab } from '../../components/placeholder-tabs';
import { SecurityTab, type SecurityTabProps } from './security/security-tab';

const SECURITY = 'security';

// Spec §2 Settings: Security, Users, Account, Billing. The last three arrive with later issues.
const LATER_TABS: readonly PlaceholderTab[] = [
  {
    value: 'users',
    label: 'Users',
    icon: (size) => <IconUsers size={size} aria-hidden />,
    title: 'Your team',
    description: 'Add, edit and remove the people who use this console, and choose their roles.',
  },
  {
    value: 'account',
    label: 'Account',
    icon: (size) => <IconUserCircle size={size} aria-hidden />,
    title: 'Account details',
    description:
      'Primary, technical and billing contacts, your password, and how long moderators may work before taking a break.',
  },
  {
    value: 'billing',
    label: 'Billing',
    icon: (size) => <IconCreditCard size={size} aria-hidden />,
    title: 'Plan and invoices',
    description:
      'Open the billing portal to change your plan, update payment details and download invoices.',
  },
];

export function SettingsPage(props: SecurityTabProps) {
  return (
    <>
      <PageHeader title={NAV_LABELS.settings} description="Security, users, account and billing." />
      <Tabs defaultValue={SECURITY} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value={SECURITY} leftSection={<IconShieldLock size={16} aria-hidden />}>
            {ACCOUNT_SCREEN_TEXTS.securityTab}
          </Tabs.Tab>
          {LATER_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon(16)}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={SECURITY}>
          <SecurityTab {...props} />
        </Tabs.Panel>
        {LATER_TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <EmptyState icon={tab.icon(28)} title={tab.title} description={tab.description} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
