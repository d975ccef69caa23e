import type { FastifyInstance } from 'fastify';
import { API_PREFIX, ARTIFACT_FILE_PATH, ARTIFACT_MESSAGES } from '@vigil/contract';
import type { AppContext } from '../../context';
import { forbidden, HttpError, notFound } from '../../lib/http-errors';
import { parseByteRange } from './byte-range';

// Only media types are served as themselves; anything else a plugin may have claimed is sent
// as opaque bytes, so a stored file can never be rendered as a page of this origin.
const MEDIA_MIME = /^(image|video|audio)\/[a-z0-9][a-z0-9.+-]{0,100}$/;

/** A stored file is inert: no script, no plugin, no form, not even when opened directly. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'",
  'accept-ranges': 'bytes',
} as const;

/**
 * GET /api/artifact-file?path&expires&signature: the bytes behind a signed local URL. Public
 * on purpose (the browser loads it from <img>/<video>, which send no tenant header): the
 * signature is the credential. A bad or altered link and an expired one answer 403 before
 * anything is read; a single Range is honoured so videos and audio can seek.
 */
export function registerArtifactFileRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${API_PREFIX}${ARTIFACT_FILE_PATH}`, async (request, reply) => {
    const check = ctx.artifactUrls.verify(request.query);
    if (!check.valid) {
      const expired = check.reason === 'expired';
      throw forbidden(expired ? ARTIFACT_MESSAGES.expiredLink : ARTIFACT_MESSAGES.invalidLink);
    }
    const artifact = await ctx.artifacts.get(check.path);
    if (!artifact) throw notFound();
    const { bytes } = artifact;
    const range = parseByteRange(request.headers.range, bytes.length);
    if (range === 'unsatisfiable') {
      throw new HttpError(416, ARTIFACT_MESSAGES.rangeNotSatisfiable, undefined, {
        'content-range': `bytes */${bytes.length}`,
      });
    }
    const remaining = Math.max(0, check.expiresAt - Math.floor(ctx.clock.now().getTime() / 1000));
    void reply
      .headers(FILE_HEADERS)
      .header(
        'content-type',
        MEDIA_MIME.test(artifact.mime) ? artifact.mime : 'application/octet-stream',
      )
      .header('cache-control', `private, max-age=${remaining}`);
    if (range === undefined) return reply.send(bytes);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
      .send(bytes.subarray(range.start, range.end + 1));
  });
}
