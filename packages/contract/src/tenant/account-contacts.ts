/** Settings › Account contacts (spec §3): primary, technical and accounts/billing emails. */
import { z } from 'zod';
import { zMessageWithData } from '../common/envelopes';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { MESSAGES } from '../messages';

/** Empty means "not set"; anything else must be an email address. */
const zOptionalEmail = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), z.email({ error: MESSAGES.invalidEmail })]))
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const ZAccountContactsSchema = z.object({
  primary_email: z.string().nullable(),
  technical_email: z.string().nullable(),
  billing_email: z.string().nullable(),
});
export type TAccountContacts = z.infer<typeof ZAccountContactsSchema>;

export const ZAccountContactsFieldsSchema = z.object({
  primary_email: zOptionalEmail,
  technical_email: zOptionalEmail,
  billing_email: zOptionalEmail,
});
export type TAccountContactsFields = z.input<typeof ZAccountContactsFieldsSchema>;

export const getAccountContactsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/tenant/contacts',
  summary: 'Read the account contacts',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  status: 200,
  response: ZAccountContactsSchema,
});

export const updateAccountContactsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/tenant/contacts',
  summary: 'Save the account contacts',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  body: ZAccountContactsFieldsSchema,
  status: 200,
  response: zMessageWithData(ZAccountContactsSchema),
});
