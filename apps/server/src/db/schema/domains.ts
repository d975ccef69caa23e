/** A tenant's site (spec §3 Domain); name in punycode, lower-case, unique per tenant. */
export interface DomainsTable {
  id: string;
  tenant_id: string;
  name: string;
  description: string;
  /** 1 enabled, 0 disabled. */
  enabled: number;
  created_at: string;
  updated_at: string;
}

/** At most one key pair per domain; the secret only sealed (ctx.secretBox). */
export interface DomainKeysTable {
  domain_id: string;
  tenant_id: string;
  access_key: string;
  secret_sealed: string;
  created_at: string;
  updated_at: string;
}

/** A CMS plugin connected with the domain's key (rows written by the plugin API issue). */
export interface DomainPluginsTable {
  id: string;
  tenant_id: string;
  domain_id: string;
  cms_name: string;
  cms_version: string;
  plugin_version: string;
  callback_url: string | null;
  connected_at: string;
  last_seen_at: string | null;
  /** null until the first callback. */
  callback_health: 'healthy' | 'failing' | null;
}

/** Global catalogue, seeded by the migration; ids 1 text, 2 image, 3 video, 4 audio. */
export interface ScannersTable {
  id: number;
  name: string;
  description: string;
}

/** Global catalogue, seeded by the migration; fixed text ids. */
export interface ExtractorsTable {
  id: string;
  name: string;
  description: string;
}

/** A scanner installed on a domain; status 1 enabled, 0 disabled. */
export interface DomainScannersTable {
  id: string;
  tenant_id: string;
  domain_id: string;
  scanner_id: number;
  status: number;
  created_at: string;
}

/** An extractor installed on a domain; status 1 enabled, 0 disabled. */
export interface DomainExtractorsTable {
  id: string;
  tenant_id: string;
  domain_id: string;
  extractor_id: string;
  status: number;
  created_at: string;
}

/** One category's thresholds for an installed scanner. */
export interface DomainScannerSettingsTable {
  tenant_id: string;
  domain_scanner_id: string;
  /** References moderation_categories (since the moderation-engine migration). */
  moderation_category_id: string;
  moderation_threshold: number;
  unpublish_threshold: number;
}
