/**
 * The tenant's content policy (decision 0182): the name each moderation category goes by in
 * the tenant's own policy, which a statement of reasons gives as its ground. A category the
 * tenant has not named uses DEFAULT_POLICY_NAMES.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { zListResponse, zMessageWithData } from '../common/envelopes';
import { defineEndpoint } from '../endpoint';
import { ADMINISTRATORS_ONLY } from '../roles';
import { CONTENT_POLICY_TEXTS } from './content-policy-texts';

export const POLICY_NAME_MAX_LENGTH = 80;

/**
 * A default name for every category of the catalogue (migration 20261121080000's seed), in
 * the words a site's terms of use would use.
 */
export const DEFAULT_POLICY_NAMES: Readonly<Record<string, string>> = {
  'text-profanity': 'Offensive language',
  'text-sexual': 'Sexual content',
  'text-harassment': 'Harassment and bullying',
  'text-hate': 'Hateful conduct',
  'text-violence': 'Violence and threats',
  'text-self-harm': 'Suicide and self-harm',
  'text-spam': 'Spam',
  'text-personal-data': 'Privacy and personal data',
  'image-nudity': 'Nudity and sexual content',
  'image-suggestive': 'Sexually suggestive content',
  'image-explicit-drawing': 'Sexually explicit drawings',
  'video-nudity': 'Nudity and sexual content',
  'video-suggestive': 'Sexually suggestive content',
  'video-explicit-drawing': 'Sexually explicit drawings',
  'audio-sexual': 'Sexual content',
  'audio-harassment': 'Harassment and bullying',
  'audio-hate': 'Hateful conduct',
  'audio-violence': 'Violence and threats',
  'audio-self-harm': 'Suicide and self-harm',
};

/** The ground of a statement whose decision named no category (e.g. a domain rule). */
export const GENERAL_POLICY_NAME = 'Content rules';

/** The tenant's name for a category, or the default (the catalogue's name for an unknown id). */
export function policyNameOf(
  categoryId: string,
  names: Readonly<Record<string, string>>,
  catalogueName: string,
): string {
  return names[categoryId] ?? DEFAULT_POLICY_NAMES[categoryId] ?? catalogueName;
}

/** A policy name as typed: trimmed, 1 to POLICY_NAME_MAX_LENGTH characters. */
export const ZPolicyNameSchema = z
  .string({ error: MESSAGES.required(CONTENT_POLICY_TEXTS.nameLabel) })
  .trim()
  .min(1, { error: MESSAGES.required(CONTENT_POLICY_TEXTS.nameLabel) })
  .max(POLICY_NAME_MAX_LENGTH, { error: CONTENT_POLICY_TEXTS.nameTooLong });

export const ZCategoryPolicyNameSchema = z.object({
  category_id: z.string(),
  /** The catalogue's name of the category (e.g. "Hate speech"). */
  category_name: z.string(),
  scanner_id: z.number().int().positive(),
  /** The tenant's name, or the default when it has set none. */
  name: z.string(),
  default_name: z.string(),
});
export type TCategoryPolicyName = z.infer<typeof ZCategoryPolicyNameSchema>;

export const ZGetContentPolicyResponseSchema = zListResponse(ZCategoryPolicyNameSchema);
export type TGetContentPolicyResponse = z.infer<typeof ZGetContentPolicyResponseSchema>;

/** Names for some or all categories; a name equal to the default is stored as no name. */
export const ZUpdateContentPolicyRequestSchema = z.object({
  names: z.array(z.object({ category_id: z.string().min(1), name: ZPolicyNameSchema })).max(200),
});
export type TUpdateContentPolicyRequest = z.input<typeof ZUpdateContentPolicyRequestSchema>;

export const ZUpdateContentPolicyResponseSchema = zMessageWithData(
  z.array(ZCategoryPolicyNameSchema),
);
export type TUpdateContentPolicyResponse = z.infer<typeof ZUpdateContentPolicyResponseSchema>;

export const getContentPolicyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/tenant/content-policy',
  summary: "Read the content policy's name for each moderation category",
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  status: 200,
  response: ZGetContentPolicyResponseSchema,
});

export const updateContentPolicyEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/tenant/content-policy',
  summary: "Save the content policy's names of moderation categories",
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  body: ZUpdateContentPolicyRequestSchema,
  status: 200,
  response: ZUpdateContentPolicyResponseSchema,
});
