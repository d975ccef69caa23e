import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';

/** `path` is a report's `artifact_path`. */
export const ZGetArtifactQuerySchema = z.object({ path: z.string().min(1) });
export type TGetArtifactQuery = z.infer<typeof ZGetArtifactQuerySchema>;

/**
 * A (short-lived) URL of the video, audio or image, or `false` when there is none — a
 * missing artifact is an expected answer, not an error (spec §7).
 */
export const ZGetArtifactResponseSchema = z.object({
  artifact_url: z.union([z.string().min(1), z.literal(false)]),
});
export type TGetArtifactResponse = z.infer<typeof ZGetArtifactResponseSchema>;

export const getArtifactEndpoint = defineEndpoint({
  method: 'GET',
  path: '/artifact',
  access: 'session',
  roles: MODERATING_ROLES,
  quiet: true,
  query: ZGetArtifactQuerySchema,
  response: ZGetArtifactResponseSchema,
});
