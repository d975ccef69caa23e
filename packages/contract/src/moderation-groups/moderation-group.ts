/**
 * A moderation group: the users in it may moderate the domains limited to it (spec §6). A
 * domain with no groups is open to every moderator.
 */
import { z } from 'zod';
import { zRequiredText } from '../common/fields';
import { ZIdSchema } from '../common/ids';

export const ZModerationGroupSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  member_ids: z.array(ZIdSchema),
  domain_ids: z.array(ZIdSchema),
});
export type TModerationGroup = z.infer<typeof ZModerationGroupSchema>;

/** Create and rename/members form; the body of POST and PUT. */
export const ZModerationGroupFieldsSchema = z.object({
  name: zRequiredText('Group name').pipe(z.string().max(80, 'Group name is too long')),
  member_ids: z.array(ZIdSchema).optional(),
});
export type TModerationGroupFields = z.infer<typeof ZModerationGroupFieldsSchema>;
