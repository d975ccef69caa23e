/**
 * The domain's API key (spec §3, §4). The secret is returned only by the call that created
 * it (POST creates, PUT regenerates); afterwards only the access key and its age are known.
 * See docs/decisions/0011-contract-shapes.md.
 */
import { z } from 'zod';
import { ZUtcTimestampSchema } from '../common/dates';

/** Answer of POST and PUT: a fresh key pair, secret included this once. */
export const ZDomainKeySchema = z.object({
  access_key: z.string().min(1),
  secret_key: z.string().min(1),
  updated_at: ZUtcTimestampSchema,
});
export type TDomainKey = z.infer<typeof ZDomainKeySchema>;

/**
 * Answer of GET: never the secret. Both fields are null while the domain has no key yet, so
 * the manage page can offer "Create" without treating a missing key as an error.
 */
export const ZDomainKeyStatusSchema = z.object({
  access_key: z.string().min(1).nullable(),
  updated_at: ZUtcTimestampSchema.nullable(),
});
export type TDomainKeyStatus = z.infer<typeof ZDomainKeyStatusSchema>;
