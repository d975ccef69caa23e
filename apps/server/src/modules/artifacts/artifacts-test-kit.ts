import { createHash, randomUUID } from 'node:crypto';
import type { TestServer } from '../../test/test-server';
import { artifactPath } from './artifact-store';

export interface StoredReport {
  reportId: string;
  path: string;
  bytes: Buffer;
}

/**
 * A media report as a submission leaves it (the brief's data semantics: PENDING, version 1,
 * content '' and the bytes in the artifact store), written directly so these tests do not
 * depend on the plugin API.
 */
export async function insertArtifactReport(
  server: TestServer,
  input: { tenantId: string; domainId: string | null; bytes: Buffer; mime: string; host?: string },
): Promise<StoredReport> {
  const reportId = randomUUID();
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const path = artifactPath(input.tenantId, reportId, sha256, input.mime);
  await server.ctx.artifacts.put(path, input.bytes, input.mime);
  const now = server.clock.now().toISOString();
  const contentType = input.mime.split('/')[0] ?? 'image';
  await server.ctx.database.db
    .insertInto('reports')
    .values({
      id: reportId,
      tenant_id: input.tenantId,
      domain_id: input.domainId,
      plugin_id: null,
      cms_id: reportId,
      cms_meta: JSON.stringify({ id: reportId }),
      username: 'visitor',
      content_type: contentType,
      scheme: 'https',
      domain: input.host ?? 'example.test',
      access_key: 'test-access-key',
      content: '',
      content_hash: createHash('sha256')
        .update(`${contentType}\n${input.bytes.toString('base64')}`)
        .digest('hex'),
      content_url: null,
      artifact_path: path,
      artifact_mime: input.mime,
      extraction: null,
      status: 'PENDING',
      status_reason: null,
      top_category_id: null,
      top_score: null,
      version: 1,
      credits_charged: 0,
      submitted_at: now,
      scanned_at: null,
      decided_at: null,
      decision_source: null,
      decided_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { reportId, path, bytes: input.bytes };
}
