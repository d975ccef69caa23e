import type { FastifyInstance } from 'fastify';
import { listExtractorCatalogueEndpoint, listScannerCatalogueEndpoint } from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import { listExtractorRows, listScannerRows } from './catalogue.queries';

/** The scanner and extractor catalogues: the same for every tenant (roles in the contract). */
export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, listScannerCatalogueEndpoint, async () => ({
    data: await listScannerRows(ctx.database.db),
  }));

  registerEndpoint(app, ctx, listExtractorCatalogueEndpoint, async () => ({
    data: await listExtractorRows(ctx.database.db),
  }));
}
