import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  getAccountContactsEndpoint,
  updateAccountContactsEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';

/** GET/PUT /tenant/contacts, always of the session's own tenant (never taken from input). */
export function registerContactsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { contacts } = ctx.services;

  registerEndpoint(app, ctx, getAccountContactsEndpoint, async ({ auth }) =>
    contacts.get(auth.tenantId),
  );

  registerEndpoint(app, ctx, updateAccountContactsEndpoint, async ({ auth, body }) => ({
    message: ACCOUNT_MESSAGES.accountContactsSaved,
    data: await contacts.update(auth.tenantId, body),
  }));
}
