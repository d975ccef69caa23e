/**
 * The tabs few visits open load when opened: Security is the tab Settings opens on, and the
 * Content policy and Billing tabs would otherwise bring their code to every visit (the
 * screen's budget, decision 0184).
 */
import { lazy } from 'react';

export const LazyContentPolicyTab = lazy(() =>
  import('./policy/content-policy-tab').then((module) => ({ default: module.ContentPolicyTab })),
);

export const LazyBillingTab = lazy(() =>
  import('./billing/billing-tab').then((module) => ({ default: module.BillingTab })),
);
