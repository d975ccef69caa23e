import { Alert, Skeleton, Stack, Tabs } from '@mantine/core';
import {
  IconCreditCard,
  IconGavel,
  IconLock,
  IconShieldLock,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { NAV_LABELS, SETTINGS_SCREEN_TEXTS, SETTINGS_TAB_LABELS } from '@vigil/contract';
import { Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { LazyAccountTab, LazyBillingTab, LazyContentPolicyTab, LazyUsersTab } from './lazy-tabs';
import { SecurityTab } from './security/security-tab';
import {
  isSettingsTab,
  visibleTabs,
  type SettingsPermissions,
  type SettingsTab,
} from './settings-permissions';

/** The open tab is in the address (`?tab=users`), so it can be linked, reloaded and shared. */
export const TAB_PARAM = 'tab';

const TAB_ICONS: Record<SettingsTab, Icon> = {
  security: IconShieldLock,
  users: IconUsers,
  account: IconUserCircle,
  policy: IconGavel,
  billing: IconCreditCard,
};

/** A lazy tab shows placeholders while its code loads. */
function loading(tab: ReactNode) {
  return (
    <Suspense
      fallback={
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={28} width="40%" />
          <Skeleton height={120} />
        </Stack>
      }
    >
      {tab}
    </Suspense>
  );
}

export interface SettingsPageProps {
  can: SettingsPermissions;
  /** The profile's date, kept in step by onEnforcementDateSaved. */
  enforcementDate: string | null;
  onEnforcementDateSaved: (date: string | null) => void;
}

/** Spec §2 Settings: Security, Users, Account, Billing, each shown to the roles that may use it. */
export function SettingsPage({ can, enforcementDate, onEnforcementDateSaved }: SettingsPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = visibleTabs(can);
  const asked = searchParams.get(TAB_PARAM);
  const refused = isSettingsTab(asked) && !tabs.includes(asked);
  const current: SettingsTab = isSettingsTab(asked) && tabs.includes(asked) ? asked : 'security';

  const select = (value: string | null) => {
    if (!isSettingsTab(value)) return;
    setSearchParams(value === 'security' ? {} : { [TAB_PARAM]: value }, { replace: true });
  };

  const panel = (tab: SettingsTab) => {
    switch (tab) {
      case 'security':
        return (
          <SecurityTab
            enforcementDate={enforcementDate}
            isAdministrator={can.enforcement}
            showSessions={can.sessions}
            onEnforcementDateSaved={onEnforcementDateSaved}
          />
        );
      case 'users':
        return loading(<LazyUsersTab showGroups={can.moderationGroups} />);
      case 'account':
        return loading(
          <LazyAccountTab
            showContacts={can.contacts}
            showPassword={can.password}
            showModerationSettings={can.moderationSettings}
          />,
        );
      case 'policy':
        return loading(<LazyContentPolicyTab />);
      case 'billing':
        return loading(<LazyBillingTab showPlan={can.plan} showPortal={can.billingPortal} />);
    }
  };

  return (
    <>
      <PageHeader
        title={NAV_LABELS.settings}
        description={
          tabs.includes('users')
            ? SETTINGS_SCREEN_TEXTS.pageDescription
            : SETTINGS_SCREEN_TEXTS.pageDescriptionLimited
        }
      />
      {refused ? (
        <Alert
          color="orange"
          variant="light"
          mb="lg"
          icon={<IconLock size={18} aria-hidden />}
          role="alert"
        >
          {SETTINGS_SCREEN_TEXTS.notAvailableForRole}
        </Alert>
      ) : null}
      <Tabs value={current} onChange={select} keepMounted={false}>
        <Tabs.List mb="lg">
          {tabs.map((tab) => {
            const TabIcon = TAB_ICONS[tab];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<TabIcon size={16} aria-hidden />}>
                {SETTINGS_TAB_LABELS[tab]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            {panel(tab)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
