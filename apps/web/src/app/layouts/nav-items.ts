import {
  IconChartBar,
  IconCode,
  IconFileCertificate,
  IconGauge,
  IconReportAnalytics,
  IconSettings,
  IconShieldCheck,
  IconStack2,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import { NAV_LABELS } from '@vigil/contract';
import { PATHS } from '../../lib/paths';

export interface NavItem {
  label: string;
  path: string;
  icon: Icon;
}

/** Spec §2 navigation, in the spec's order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: NAV_LABELS.dashboard, path: PATHS.dashboard, icon: IconGauge },
  { label: NAV_LABELS.moderation, path: PATHS.moderation, icon: IconShieldCheck },
  { label: NAV_LABELS.streams, path: PATHS.streams, icon: IconStack2 },
  { label: NAV_LABELS.domains, path: PATHS.domains, icon: IconWorldWww },
  { label: NAV_LABELS.analytics, path: PATHS.analytics, icon: IconChartBar },
  { label: NAV_LABELS.transparency, path: PATHS.reports, icon: IconReportAnalytics },
  { label: NAV_LABELS.settings, path: PATHS.settings, icon: IconSettings },
  { label: NAV_LABELS.developers, path: PATHS.developers, icon: IconCode },
  { label: NAV_LABELS.eula, path: PATHS.eula, icon: IconFileCertificate },
];

/** /domains/manage belongs to Domains; '/dashboard' must not light up '/dashboardx'. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === item.path || path.startsWith(`${item.path}/`);
}
