import { IconCreditCard, IconShieldLock, IconUserCircle, IconUsers } from '@tabler/icons-react';
import { NAV_LABELS } from '@vigil/contract';
import { PageHeader } from '../../components/page-header';
import { PlaceholderTabs, type PlaceholderTab } from '../../components/placeholder-tabs';

// Spec §2 Settings: Security, Users, Account, Billing.
const TABS: readonly PlaceholderTab[] = [
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
      <PlaceholderTabs tabs={TABS} />
    </>
  );
}
