/**
 * Spec §3 domain stream: what the Streams page shows per domain — its extractors, its
 * scanners and each scanner's per-category thresholds.
 */
import { z } from 'zod';
import { THRESHOLD_MAX, THRESHOLD_MIN, THRESHOLD_STEP } from '../constants';
import { ZIdSchema } from '../common/ids';
import { MESSAGES } from '../messages';

/** Scanner ids carry meaning in the console (spec §2: the icon), so they are numbers. */
export const SCANNER_CONTENT_TYPES = {
  1: 'text',
  2: 'image',
  3: 'video',
  4: 'audio',
} as const;
export type ScannerContentType = (typeof SCANNER_CONTENT_TYPES)[keyof typeof SCANNER_CONTENT_TYPES];

export function scannerContentType(scannerId: number): ScannerContentType | undefined {
  return (SCANNER_CONTENT_TYPES as Readonly<Record<number, ScannerContentType>>)[scannerId];
}

export const ZScannerIdSchema = z.number().int().positive();

export function zThreshold(label: string) {
  return z
    .number({ error: () => MESSAGES.required(label) })
    .int(MESSAGES.thresholdOffStep)
    .min(THRESHOLD_MIN, MESSAGES.thresholdOutOfRange)
    .max(THRESHOLD_MAX, MESSAGES.thresholdOutOfRange)
    .multipleOf(THRESHOLD_STEP, MESSAGES.thresholdOffStep);
}

export const ZScannerSettingSchema = z.object({
  moderation_category_id: ZIdSchema,
  moderation_threshold: z.number().int().min(THRESHOLD_MIN).max(THRESHOLD_MAX),
  unpublish_threshold: z.number().int().min(THRESHOLD_MIN).max(THRESHOLD_MAX),
  domain_id: ZIdSchema,
});
export type TScannerSetting = z.infer<typeof ZScannerSettingSchema>;

export const ZExtractorSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  description: z.string(),
});
export type TExtractor = z.infer<typeof ZExtractorSchema>;

/** An extractor attached to a domain; `status` is whether it is active there. */
export const ZDomainExtractorSchema = z.object({
  id: ZIdSchema,
  extractor: ZExtractorSchema,
  status: z.boolean(),
});
export type TDomainExtractor = z.infer<typeof ZDomainExtractorSchema>;

export const ZScannerSchema = z.object({
  id: ZScannerIdSchema,
  name: z.string(),
  description: z.string(),
});
export type TScanner = z.infer<typeof ZScannerSchema>;

/** A scanner attached to a domain, with the categories that have saved thresholds. */
export const ZDomainScannerSchema = z.object({
  id: ZIdSchema,
  domain_id: ZIdSchema,
  scanner: ZScannerSchema,
  settings: z.array(ZScannerSettingSchema),
  status: z.boolean(),
});
export type TDomainScanner = z.infer<typeof ZDomainScannerSchema>;

export const ZDomainStreamSchema = z.object({
  /** The domain's id. */
  id: ZIdSchema,
  scanners: z.array(ZDomainScannerSchema),
  extractors: z.array(ZDomainExtractorSchema),
});
export type TDomainStream = z.infer<typeof ZDomainStreamSchema>;
