/**
 * A user of the tenant as Settings › Users lists it. The spec shows only display name, email
 * and role; the rest is what an administrator needs to manage accounts (is two-factor on,
 * has the invitation been accepted, when did they last sign in). See
 * docs/decisions/0011-contract-shapes.md.
 */
import { z } from 'zod';
import { zEmail, zRequiredText } from '../common/fields';
import { ZIdSchema } from '../common/ids';
import { ZUtcTimestampSchema } from '../common/dates';
import { isRoleId } from '../roles';
import { USER_MESSAGES } from './user-messages';

/** Role ids are numbers: 1 is the administrator-like default role (spec §6). */
export const ZRoleIdSchema = z
  .number({ error: () => 'Role is required' })
  .int()
  .positive();

/** A role the form may choose: one of ROLES (roles.ts); anything else is 'Choose a role'. */
export const ZKnownRoleIdSchema = z
  .number({ error: () => 'Role is required' })
  .refine(isRoleId, USER_MESSAGES.unknownRole);

export const ZUserSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  email: z.string(),
  role_id: ZRoleIdSchema,
  /** Moderation groups the user belongs to; a domain may be limited to groups (spec §6). */
  group_ids: z.array(ZIdSchema),
  two_factor_enabled: z.boolean(),
  /** null until the user has followed the confirmation link. */
  confirmed_at: ZUtcTimestampSchema.nullable(),
  last_login_at: ZUtcTimestampSchema.nullable(),
});
export type TUser = z.infer<typeof ZUserSchema>;

/** The add/edit user form and the body of POST /users and PUT /users/:id. */
export const ZUserFieldsSchema = z.object({
  name: zRequiredText('Name'),
  email: zEmail(),
  role_id: ZKnownRoleIdSchema,
  group_ids: z.array(ZIdSchema).optional(),
});
export type TUserFields = z.infer<typeof ZUserFieldsSchema>;
