/** Spec §3 domain (a connected site) and the spec §5 rules of the Add/Edit Domain dialog. */
import { z } from 'zod';
import { zRequiredText } from '../common/fields';
import { hasControlCharacters, hasDirectionControls } from '../common/text-hygiene';
import { ZIdSchema } from '../common/ids';
import { MESSAGES } from '../messages';

/**
 * Non-empty labels separated by dots, nothing that is not part of a host name. The spec
 * only asks for a dot; refusing spaces, slashes and empty labels as well catches pasted URLs
 * ("https://example.com/") and typos ("example..com") with the same message.
 */
const DOMAIN_NAME_PATTERN = /^[^\s./]+(\.[^\s./]+)+$/;

export const ZDomainNameSchema = zRequiredText('Domain name')
  // A blank name already says "required", and one with control characters says so; neither
  // should also say "invalid".
  .refine(
    (name) =>
      name === '' ||
      hasControlCharacters(name) ||
      hasDirectionControls(name) ||
      DOMAIN_NAME_PATTERN.test(name),
    {
      error: MESSAGES.invalidDomain,
    },
  )
  // Host names are case-insensitive; one spelling keeps names unique per tenant.
  .toLowerCase();

// Typed in a text area: line breaks are part of it.
export const ZDomainDescriptionSchema = zRequiredText('Description', { multiLine: true });

export const ZDomainSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type TDomain = z.infer<typeof ZDomainSchema>;

/** The Add/Edit Domain dialog. On edit the name is read-only (spec §5). */
export const ZDomainFormSchema = z.object({
  name: ZDomainNameSchema,
  description: ZDomainDescriptionSchema,
});
export type TDomainForm = z.infer<typeof ZDomainFormSchema>;
