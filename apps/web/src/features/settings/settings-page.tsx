import { Tabs } from '@mantine/core';
import { IconCreditCard, IconShieldLock, IconUserCircle, IconUsers } from '@tabler/icons-react';
import { NAV_LABELS } from '@vigil/contract';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';

interface SettingsTab {
  value: string;
  label: string;
  icon: (size: number) => ReactNode;
  title: string;
  description: string;
}

// Spec §2 Settings: Security, Users, Account, Billing.
const TABS: readonly SettingsTab[] = [
  {
    value: 'security',
    label: 'Security',
    icon: (size) => <IconShieldLock size={size} aria-hidden />,
    title: 'Two-factor authentication',
    description:
      'Turn two-factor authentication on or off for your account here, and see how many days remain before your organisation enforces it.',
  },
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

export function SettingsPage() {
  return (
    <>
      <PageHeader title={NAV_LABELS.settings} description="Security, users, account and billing." />
      <Tabs defaultValue="security" keepMounted={false}>
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
