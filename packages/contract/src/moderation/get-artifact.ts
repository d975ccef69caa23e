import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { MODERATING_ROLES } from '../roles';

/**
 * How long an artifact URL handed out by GET /api/artifact stays valid: long enough to load a
 * video and seek in it, short enough that a copied link soon stops working
 * (docs/decisions/0085-artifacts.md).
 */
export const ARTIFACT_URL_TTL_SECONDS = 300;

/** Longest `path` accepted; real artifact paths are about 120 characters. */
export const ARTIFACT_PATH_MAX_LENGTH = 512;

/**
 * The signed file route of the local artifact store (under /api). Not a contract endpoint: the
 * browser loads it from <img>/<video> without a session; the URL's signature is the credential.
 */
export const ARTIFACT_FILE_PATH = '/artifact-file';

export const ARTIFACT_MESSAGES = {
  /** 403: the link was not issued by this server, was altered, or is malformed. */
  invalidLink: 'This artifact link is not valid.',
  /** 403: the link was genuine but its lifetime is over; ask GET /api/artifact for a new one. */
  expiredLink: 'This artifact link has expired.',
  /** 416: a Range the file cannot satisfy. */
  rangeNotSatisfiable: 'The requested range is not available.',
} as const;

/** `path` is a report's `artifact_path`. */
export const ZGetArtifactQuerySchema = z.object({
  path: z.string().min(1).max(ARTIFACT_PATH_MAX_LENGTH),
});
export type TGetArtifactQuery = z.infer<typeof ZGetArtifactQuerySchema>;

/**
 * A (short-lived) URL of the video, audio or image, or `false` when there is none — a
 * missing artifact is an expected answer, not an error (spec §7). `false` also answers a path
 * the caller may not read, so "absent" and "not yours" look the same.
 */
export const ZGetArtifactResponseSchema = z.object({
  artifact_url: z.union([z.string().min(1), z.literal(false)]),
});
export type TGetArtifactResponse = z.infer<typeof ZGetArtifactResponseSchema>;

export const getArtifactEndpoint = defineEndpoint({
  method: 'GET',
  path: '/artifact',
  summary: 'Short-lived URL of a stored media artifact',
  access: 'session',
  roles: MODERATING_ROLES,
  quiet: true,
  query: ZGetArtifactQuerySchema,
  status: 200,
  response: ZGetArtifactResponseSchema,
});

/** Query of a signed local artifact URL: the path, its expiry (unix seconds) and signature. */
export const ZArtifactFileQuerySchema = z.object({
  path: z.string().min(1).max(ARTIFACT_PATH_MAX_LENGTH),
  expires: z.string().regex(/^[0-9]{1,12}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TArtifactFileQuery = z.infer<typeof ZArtifactFileQuerySchema>;
