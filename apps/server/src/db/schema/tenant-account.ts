/**
 * Per-tenant account data beside `tenants`, one row per tenant at most, written when first
 * needed (docs/decisions/0056 and 0051). Kept out of `tenants` so creating a tenant needs
 * to know nothing about contacts, plans or billing.
 */

/** Settings › Account contacts; null means "not set". */
export interface TenantContactsTable {
  tenant_id: string;
  primary_email: string | null;
  technical_email: string | null;
  billing_email: string | null;
  updated_at: string;
}

export interface TenantBillingTable {
  tenant_id: string;
  /** A plan id from configuration; null means the configured default plan. */
  plan_id: string | null;
  /** The tenant's Stripe customer (`cus_…`), created on the first portal visit. */
  stripe_customer_id: string | null;
  updated_at: string;
}
