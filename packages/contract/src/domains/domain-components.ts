/**
 * The scanner and extractor catalogues and their installation on one domain (decisions 0070–0077,
 * spec §2 Scanners and Extractors tabs). `:componentId` is the installation's id (the
 * `id` of a domain scanner or domain extractor in the domain stream), not the catalogue id.
 * Reading the catalogues is open to moderators (the Streams page names scanners); every
 * change is for administrators. See docs/decisions/0072-domain-components.md.
 */
import { z } from 'zod';
import { zListResponse, zMessageWithData } from '../common/envelopes';
import { ZIdParamsSchema, ZIdSchema } from '../common/ids';
import { defineEndpoint } from '../endpoint';
import { MESSAGES } from '../messages';
import { ADMINISTRATORS_ONLY, MODERATING_ROLES } from '../roles';
import { ZMessageResponseSchema } from '../system/error-response';
import { DOMAIN_MESSAGES } from './domain-messages';
import {
  ZDomainExtractorSchema,
  ZDomainScannerSchema,
  ZExtractorSchema,
  ZScannerSchema,
} from './domain-stream';

/** `/domains/:id/scanners/:componentId` and the extractor twin. */
export const ZDomainComponentParamsSchema = ZIdParamsSchema.extend({
  componentId: z.string().min(1),
});
export type TDomainComponentParams = z.infer<typeof ZDomainComponentParamsSchema>;

export const ZInstallDomainScannerRequestSchema = z.object({
  scanner_id: z
    .number({ error: () => DOMAIN_MESSAGES.unknownScanner })
    .int(DOMAIN_MESSAGES.unknownScanner)
    .positive(DOMAIN_MESSAGES.unknownScanner),
});
export type TInstallDomainScannerRequest = z.infer<typeof ZInstallDomainScannerRequestSchema>;

export const ZInstallDomainExtractorRequestSchema = z.object({
  extractor_id: ZIdSchema.refine((id) => String(id).trim() !== '', {
    error: DOMAIN_MESSAGES.unknownExtractor,
  }),
});
export type TInstallDomainExtractorRequest = z.infer<typeof ZInstallDomainExtractorRequestSchema>;

/** Enable (true) or disable (false) an installed component. */
export const ZUpdateDomainComponentRequestSchema = z.object({
  status: z.boolean({ error: () => MESSAGES.required('Status') }),
});
export type TUpdateDomainComponentRequest = z.infer<typeof ZUpdateDomainComponentRequestSchema>;

export const listScannerCatalogueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/scanners',
  summary: 'Scanners that can be installed',
  access: 'session',
  roles: MODERATING_ROLES,
  status: 200,
  response: zListResponse(ZScannerSchema),
});

export const listExtractorCatalogueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/extractors',
  summary: 'Extractors that can be installed',
  access: 'session',
  roles: MODERATING_ROLES,
  status: 200,
  response: zListResponse(ZExtractorSchema),
});

/** 409 if the scanner is already installed on the domain; new installations are enabled. */
export const installDomainScannerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/domains/:id/scanners',
  summary: 'Install a scanner on a domain',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZIdParamsSchema,
  body: ZInstallDomainScannerRequestSchema,
  status: 201,
  response: zMessageWithData(ZDomainScannerSchema),
});

export const updateDomainScannerEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/domains/:id/scanners/:componentId',
  summary: 'Enable or disable a domain’s scanner',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZDomainComponentParamsSchema,
  body: ZUpdateDomainComponentRequestSchema,
  status: 200,
  response: zMessageWithData(ZDomainScannerSchema),
});

/** Also removes the scanner's saved thresholds on this domain. */
export const uninstallDomainScannerEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/domains/:id/scanners/:componentId',
  summary: 'Uninstall a domain’s scanner',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZDomainComponentParamsSchema,
  status: 200,
  response: ZMessageResponseSchema,
});

export const installDomainExtractorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/domains/:id/extractors',
  summary: 'Install an extractor on a domain',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZIdParamsSchema,
  body: ZInstallDomainExtractorRequestSchema,
  status: 201,
  response: zMessageWithData(ZDomainExtractorSchema),
});

export const updateDomainExtractorEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/domains/:id/extractors/:componentId',
  summary: 'Enable or disable a domain’s extractor',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZDomainComponentParamsSchema,
  body: ZUpdateDomainComponentRequestSchema,
  status: 200,
  response: zMessageWithData(ZDomainExtractorSchema),
});

export const uninstallDomainExtractorEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/domains/:id/extractors/:componentId',
  summary: 'Uninstall a domain’s extractor',
  access: 'session',
  roles: ADMINISTRATORS_ONLY,
  params: ZDomainComponentParamsSchema,
  status: 200,
  response: ZMessageResponseSchema,
});
