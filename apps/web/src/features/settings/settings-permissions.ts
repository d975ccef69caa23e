import type { SETTINGS_TAB_LABELS } from '@vigil/contract';

/**
 * What the signed-in role may use in Settings, decided in src/app from the endpoints' role
 * lists (the same declaration the server enforces), so this feature needs no role rules.
 */
export interface SettingsPermissions {
  /** Administrators: the tenant's two-factor enforcement date. */
  enforcement: boolean;
  sessions: boolean;
  users: boolean;
  moderationGroups: boolean;
  contacts: boolean;
  password: boolean;
  moderationSettings: boolean;
  /** Administrators: the content policy's category names (decision 0182). */
  contentPolicy: boolean;
  plan: boolean;
  billingPortal: boolean;
}

export type SettingsTab = keyof typeof SETTINGS_TAB_LABELS;

export const SETTINGS_TABS: readonly SettingsTab[] = [
  'security',
  'users',
  'account',
  'policy',
  'billing',
];

export function isSettingsTab(value: string | null): value is SettingsTab {
  return SETTINGS_TABS.some((tab) => tab === value);
}

/** Spec §2 Settings tabs, those the role may use, in the spec's order. */
export function visibleTabs(can: SettingsPermissions): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => {
    switch (tab) {
      case 'security':
        return true;
      case 'users':
        return can.users;
      case 'account':
        return can.contacts || can.password || can.moderationSettings;
      case 'policy':
        return can.contentPolicy;
      case 'billing':
        // Every role reads the plan (the dashboard shows it); Billing is the portal's tab.
        return can.billingPortal;
    }
  });
}
