import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database';
import type { ThresholdPair } from './decide';

/** What one domain runs: its enabled scanners and extractors and their threshold pairs. */
export interface DomainSetup {
  /** Catalogue ids of the enabled scanners (1 text, 2 image, 3 video, 4 audio). */
  scannerIds: ReadonlySet<number>;
  /** Catalogue ids of the enabled extractors ('html-text', …). */
  extractorIds: ReadonlySet<string>;
  /** By category id, from the enabled scanners' settings. */
  thresholds: ReadonlyMap<string, ThresholdPair>;
  /** The whole catalogue: which scanner scores a category and which extractor feeds it. */
  categories: ReadonlyArray<{ id: string; scanner_id: number; extractor_id: string | null }>;
}

/** Empty for a deleted domain (null id): nothing runs, and the decision says so. */
export async function loadDomainSetup(
  db: Kysely<Database>,
  tenantId: string,
  domainId: string | null,
): Promise<DomainSetup> {
  const categories = await db
    .selectFrom('moderation_categories')
    .select(['id', 'scanner_id', 'extractor_id'])
    .orderBy('id')
    .execute();
  if (domainId === null) {
    return { scannerIds: new Set(), extractorIds: new Set(), thresholds: new Map(), categories };
  }
  const [scanners, extractors] = await Promise.all([
    db
      .selectFrom('domain_scanners')
      .select(['id', 'scanner_id'])
      .where('tenant_id', '=', tenantId)
      .where('domain_id', '=', domainId)
      .where('status', '=', 1)
      .execute(),
    db
      .selectFrom('domain_extractors')
      .select('extractor_id')
      .where('tenant_id', '=', tenantId)
      .where('domain_id', '=', domainId)
      .where('status', '=', 1)
      .execute(),
  ]);
  const settings =
    scanners.length === 0
      ? []
      : await db
          .selectFrom('domain_scanner_settings')
          .select(['moderation_category_id', 'moderation_threshold', 'unpublish_threshold'])
          .where('tenant_id', '=', tenantId)
          .where(
            'domain_scanner_id',
            'in',
            scanners.map((scanner) => scanner.id),
          )
          .execute();
  return {
    scannerIds: new Set(scanners.map((scanner) => scanner.scanner_id)),
    extractorIds: new Set(extractors.map((extractor) => extractor.extractor_id)),
    thresholds: new Map(
      settings.map((setting) => [
        setting.moderation_category_id,
        { moderation: setting.moderation_threshold, unpublish: setting.unpublish_threshold },
      ]),
    ),
    categories,
  };
}
