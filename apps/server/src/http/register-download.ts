import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type DownloadFormat, type EndpointDefinition } from '@vigil/contract';
import type { AppContext } from '../context';
import { listEndpoint, readEndpointInput, type EndpointInput } from './register-endpoint';

export interface DownloadedFile {
  /** The name the browser saves it as (letters, digits, dots and dashes only). */
  fileName: string;
  body: Buffer;
}

type DownloadEndpoint = EndpointDefinition & { download: DownloadFormat };

/**
 * Mounts a contract endpoint that answers a file (`download` on the endpoint) instead of
 * JSON: the same authentication, role, tenant and input checks as every endpoint
 * (readEndpointInput), then the bytes as an attachment of the endpoint's media type. Failures
 * are JSON from the error handler, like everywhere else.
 */
export function registerDownload<E extends DownloadEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (input: EndpointInput<E>) => Promise<DownloadedFile>,
): void {
  listEndpoint(app, endpoint);
  app.route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    handler: async (request, reply) => {
      const file = await handler(await readEndpointInput(ctx, endpoint, request, reply));
      const type =
        endpoint.download.mediaType === 'text/csv' ? 'text/csv; charset=utf-8' : 'application/pdf';
      return (
        reply
          .code(endpoint.status)
          .header('content-type', type)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          // A tenant's report: kept by no shared cache, checked again on every download.
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(file.body)
      );
    },
  });
}
