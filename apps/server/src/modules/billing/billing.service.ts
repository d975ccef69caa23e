import { MESSAGES } from '@vigil/contract';
import type { AppContext } from '../../context';
import { toStoredTimestamp } from '../../lib/clock';
import { HttpError } from '../../lib/http-errors';
import { findContacts } from '../contacts/contacts.queries';
import { findStripeCustomerId, storeStripeCustomerIdIfUnset } from './billing.queries';
import { createStripePortal, type StripePortal } from './stripe-portal';

export interface BillingService {
  /** A link into the billing portal for the tenant; 503 when there is none to give. */
  portalUrl(tenantId: string): Promise<string>;
}

function unavailable(): HttpError {
  return new HttpError(503, MESSAGES.billingPortalUnavailable);
}

/** What billing reads of the context (built inside createContext, before the context is). */
export type BillingContext = Pick<AppContext, 'config' | 'database' | 'clock' | 'logger'> & {
  services: Pick<AppContext['services'], 'users'>;
};

export function createBillingService(ctx: BillingContext): BillingService {
  const { portalUrl: staticUrl, stripe: stripeConfig } = ctx.config.billing;
  const stripe = stripeConfig ? createStripePortal(stripeConfig) : undefined;
  const secretKey = stripeConfig?.secretKey;

  /** What may be logged of a failure: never the key, whatever an error message echoes. */
  function describeFailure(error: unknown) {
    const redact = (text: string) => (secretKey ? text.split(secretKey).join('[redacted]') : text);
    if (!(error instanceof Error)) return { message: redact(String(error)) };
    const details = error as Error & { type?: unknown; code?: unknown; statusCode?: unknown };
    return {
      name: error.name,
      type: typeof details.type === 'string' ? details.type : undefined,
      code: typeof details.code === 'string' ? details.code : undefined,
      statusCode: typeof details.statusCode === 'number' ? details.statusCode : undefined,
      message: redact(error.message),
    };
  }

  async function customerFor(portal: StripePortal, tenantId: string): Promise<string> {
    const { db } = ctx.database;
    const existing = await findStripeCustomerId(db, tenantId);
    if (existing) return existing;
    const tenant = await ctx.services.users.findTenant(tenantId);
    if (!tenant) throw unavailable();
    const contacts = await findContacts(db, tenantId);
    const created = await portal.createCustomer({
      tenantId,
      name: tenant.name,
      email: contacts?.billing_email ?? contacts?.primary_email ?? undefined,
    });
    await storeStripeCustomerIdIfUnset(db, tenantId, created, toStoredTimestamp(ctx.clock.now()));
    // Whoever stored first wins a race; the stored id is the tenant's customer from now on.
    return (await findStripeCustomerId(db, tenantId)) ?? created;
  }

  return {
    async portalUrl(tenantId) {
      if (staticUrl) return staticUrl;
      if (!stripe) throw unavailable();
      try {
        const customerId = await customerFor(stripe, tenantId);
        return await stripe.createPortalSession(customerId, `${ctx.config.publicUrl}/settings`);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        ctx.logger.warn(
          { tenantId, failure: describeFailure(error) },
          'the Stripe billing portal could not be opened',
        );
        throw unavailable();
      }
    },
  };
}
