/**
 * The media of an image, video or audio item for the scanners: from the artifact store, or
 * fetched from the URL the plugin gave and then stored there (so it is fetched once, and a
 * moderator sees what was scanned), or decoded from a small inline image.
 */
import { createHash } from 'node:crypto';
import { PLUGIN_INLINE_IMAGE_BYTES } from '@vigil/contract';
import type { AppContext } from '../../context';
import { artifactPath, isTenantArtifactPath } from '../artifacts/artifact-store';
import { sniffMediaType, type MediaKind } from '../plugin-api/media-sniff';
import type { ScanReportRow } from '../reports/reports.service';
import type { MediaInput } from '../scanning/scanning-types';
import { CONTENT_FETCH_TIMEOUT_MS, fetchContentUrl } from './fetch-content-url';

export type LoadedMedia =
  | { ok: true; media: MediaInput }
  | { ok: false; retryable: boolean; reason: string }
  /** The report changed while its media was fetched: read it again. */
  | { ok: false; stale: true };

export async function loadReportMedia(
  ctx: AppContext,
  report: ScanReportRow,
  kind: MediaKind,
): Promise<LoadedMedia> {
  if (report.artifact_path !== null) {
    // Paths are written by us, but a read never leaves the report's tenant.
    if (!isTenantArtifactPath(report.tenant_id, report.artifact_path)) {
      return { ok: false, retryable: false, reason: 'the stored media path is not valid' };
    }
    const stored = await ctx.artifacts.get(report.artifact_path);
    if (!stored) return { ok: false, retryable: true, reason: 'the stored media is missing' };
    return { ok: true, media: { bytes: stored.bytes, mime: report.artifact_mime ?? stored.mime } };
  }
  if (report.content_url !== null) {
    const fetched = await fetchContentUrl(report.content_url, kind, {
      timeoutMs: CONTENT_FETCH_TIMEOUT_MS,
      egress: { policy: ctx.config.egress },
    });
    if (!fetched.ok) return fetched;
    const sha256 = createHash('sha256').update(fetched.bytes).digest('hex');
    const path = artifactPath(report.tenant_id, report.id, sha256, fetched.mime);
    await ctx.artifacts.put(path, fetched.bytes, fetched.mime);
    const inline = kind === 'image' && fetched.bytes.length <= PLUGIN_INLINE_IMAGE_BYTES;
    const stored = await ctx.services.reports.updatePendingReport(
      report.tenant_id,
      report.id,
      report.version,
      {
        artifact_path: path,
        artifact_mime: fetched.mime,
        ...(inline ? { content: fetched.bytes.toString('base64') } : {}),
      },
      ctx.clock.now(),
    );
    if (!stored) return { ok: false, stale: true };
    return { ok: true, media: { bytes: fetched.bytes, mime: fetched.mime } };
  }
  if (kind === 'image' && report.content !== '') {
    const bytes = Buffer.from(report.content, 'base64');
    const mime = sniffMediaType(bytes, kind);
    if (mime) return { ok: true, media: { bytes, mime } };
  }
  return { ok: false, retryable: false, reason: 'the item has no media to scan' };
}
