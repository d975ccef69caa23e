import type { FastifyInstance } from 'fastify';
import {
  DOMAIN_MESSAGES,
  installDomainExtractorEndpoint,
  installDomainScannerEndpoint,
  uninstallDomainExtractorEndpoint,
  uninstallDomainScannerEndpoint,
  updateDomainExtractorEndpoint,
  updateDomainScannerEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  EXTRACTORS,
  SCANNERS,
  installComponent,
  setInstalledStatus,
  uninstallComponent,
} from './domain-components.service';

/** Installing, toggling and removing a domain's scanners and extractors (administrators). */
export function registerDomainComponentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, installDomainScannerEndpoint, async ({ auth, params, body }) => {
    const data = await installComponent(SCANNERS, ctx, auth.tenantId, params.id, body.scanner_id);
    return { message: DOMAIN_MESSAGES.scannerInstalled, data };
  });

  registerEndpoint(app, ctx, updateDomainScannerEndpoint, async ({ auth, params, body }) => ({
    message: DOMAIN_MESSAGES.scannerUpdated,
    data: await setInstalledStatus(
      SCANNERS,
      ctx,
      auth.tenantId,
      params.id,
      params.componentId,
      body.status,
    ),
  }));

  registerEndpoint(app, ctx, uninstallDomainScannerEndpoint, async ({ auth, params }) => {
    await uninstallComponent(SCANNERS, ctx, auth.tenantId, params.id, params.componentId);
    return { message: DOMAIN_MESSAGES.scannerUninstalled };
  });

  registerEndpoint(app, ctx, installDomainExtractorEndpoint, async ({ auth, params, body }) => {
    const data = await installComponent(
      EXTRACTORS,
      ctx,
      auth.tenantId,
      params.id,
      String(body.extractor_id),
    );
    return { message: DOMAIN_MESSAGES.extractorInstalled, data };
  });

  registerEndpoint(app, ctx, updateDomainExtractorEndpoint, async ({ auth, params, body }) => ({
    message: DOMAIN_MESSAGES.extractorUpdated,
    data: await setInstalledStatus(
      EXTRACTORS,
      ctx,
      auth.tenantId,
      params.id,
      params.componentId,
      body.status,
    ),
  }));

  registerEndpoint(app, ctx, uninstallDomainExtractorEndpoint, async ({ auth, params }) => {
    await uninstallComponent(EXTRACTORS, ctx, auth.tenantId, params.id, params.componentId);
    return { message: DOMAIN_MESSAGES.extractorUninstalled };
  });
}
