/**
 * The demo tenant's console users (the README lists them) and how large a share of the
 * history's decisions each made (decision 0147). Everyone signs in with DEMO_PASSWORD.
 */
import { ROLES } from '@vigil/contract';

export const DEMO_PASSWORD = 'vigil-demo-password';
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';
export const DEMO_MODERATOR_EMAIL = 'moderator@demo.test';

export interface DemoPerson {
  name: string;
  email: string;
  roleId: number;
  /** Weight among the history's deciders, and since how many days before now they decide. */
  decides: { weight: number; sinceDaysAgo: number };
}

/** The moderators take most decisions; the administrator steps in now and then. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    name: 'Avery Admin',
    email: DEMO_ADMIN_EMAIL,
    roleId: ROLES.administrator,
    decides: { weight: 8, sinceDaysAgo: 365 },
  },
  {
    name: 'Morgan Moderator',
    email: DEMO_MODERATOR_EMAIL,
    roleId: ROLES.moderator,
    decides: { weight: 35, sinceDaysAgo: 365 },
  },
  {
    name: 'Riley Reviewer',
    email: 'riley@demo.test',
    roleId: ROLES.moderator,
    decides: { weight: 25, sinceDaysAgo: 365 },
  },
  {
    name: 'Sasha Steward',
    email: 'sasha@demo.test',
    roleId: ROLES.moderator,
    decides: { weight: 25, sinceDaysAgo: 200 },
  },
  {
    name: 'Jamie Judge',
    email: 'jamie@demo.test',
    roleId: ROLES.moderator,
    decides: { weight: 10, sinceDaysAgo: 90 },
  },
];
