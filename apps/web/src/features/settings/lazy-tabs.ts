/**
 * Every tab but Security loads when opened: Security is the tab Settings opens on, and the
 * others would otherwise bring their code to every visit (the screen's budget, decisions
 * 0184 and 0191).
 */
import { lazy } from 'react';

export const LazyContentPolicyTab = lazy(() =>
  import('./policy/content-policy-tab').then((module) => ({ default: module.ContentPolicyTab })),
);

export const LazyBillingTab = lazy(() =>
  import('./billing/billing-tab').then((module) => ({ default: module.BillingTab })),
);

export const LazyUsersTab = lazy(() =>
  import('./users/users-tab').then((module) => ({ default: module.UsersTab })),
);

export const LazyAccountTab = lazy(() =>
  import('./account/account-tab').then((module) => ({ default: module.AccountTab })),
);
