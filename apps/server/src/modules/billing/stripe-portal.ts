/**
 * The two Stripe calls the billing portal needs, through the `stripe` package: create the
 * tenant's customer once, and a customer portal session per visit (docs/decisions/0057).
 */
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { StripeConfig } from '../../env';

/** A person waiting on the Billing tab: do not keep them for Stripe's default 80 s. */
const STRIPE_TIMEOUT_MS = 10_000;

export interface NewStripeCustomer {
  tenantId: string;
  name: string;
  email: string | undefined;
}

export interface StripePortal {
  createCustomer(customer: NewStripeCustomer): Promise<string>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
}

export function createStripePortal(config: StripeConfig): StripePortal {
  const base = new URL(config.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: STRIPE_TIMEOUT_MS,
    // One retry (with the same idempotency key) rides out a network blip.
    maxNetworkRetries: 1,
    telemetry: false,
  });

  return {
    async createCustomer(customer) {
      const params = {
        name: customer.name,
        ...(customer.email ? { email: customer.email } : {}),
        metadata: { vigil_tenant_id: customer.tenantId },
      };
      // Two simultaneous first visits send the same key, so Stripe makes one customer. The
      // parameters are part of the key: Stripe refuses a reused key with other parameters.
      const digest = createHash('sha256').update(JSON.stringify(params)).digest('hex');
      const created = await stripe.customers.create(params, {
        idempotencyKey: `vigil-customer-${customer.tenantId}-${digest.slice(0, 16)}`,
      });
      return created.id;
    },

    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
  };
}
