/** Tables of the moderation engine (migration 20261121080000, decision 0080). */
import type { ModerationStatus } from '@vigil/contract';
import type { ColumnType } from 'kysely';

/**
 * What an audit row records: a submission or new version, the scan's decision, a person's
 * decision, or a callback given up on (no status change).
 */
export type AuditAction =
  | 'submitted'
  | 'resubmitted'
  | 'scanned'
  | 'unpublished'
  | 'ignored'
  | 'callback-failed'
  // Appeals (decision 0185).
  | 'appeal-received'
  | 'appeal-upheld'
  | 'appeal-reversed';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';
/**
 * 'superseded': a status notice not sent because a newer one about the same item went to the
 * same plugin (decision 0194); the newer one carries the item's status.
 */
export type CallbackDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'superseded';
export type CallbackEvent = 'unpublish' | 'decision' | 'republish' | 'appeal';

/** Global catalogue: what a scanner scores, with a new installation's default thresholds. */
export interface ModerationCategoriesTable {
  id: string;
  scanner_id: number;
  extractor_id: string | null;
  name: string;
  description: string;
  default_moderation_threshold: number;
  default_unpublish_threshold: number;
}

/** One submitted item and its moderation state (the queue's report record). */
export interface ReportsTable {
  id: string;
  tenant_id: string;
  domain_id: string | null;
  plugin_id: string | null;
  /** cms_meta.id as text; unique per domain. */
  cms_id: string;
  /** JSON object as the plugin sent it. */
  cms_meta: string;
  username: string;
  /** 'text' | 'image' | 'video' | 'audio' */
  content_type: string;
  scheme: string;
  /** Host the plugin named (kept when the domain is deleted). */
  domain: string;
  access_key: string;
  /** Text, or base64 of a small image; '' when the content is only an artifact. */
  content: string;
  content_hash: string;
  content_url: string | null;
  artifact_path: string | null;
  artifact_mime: string | null;
  /** JSON of the extractors' findings. */
  extraction: string | null;
  status: ModerationStatus;
  status_reason: string | null;
  top_category_id: string | null;
  top_score: number | null;
  version: number;
  credits_charged: number;
  submitted_at: string;
  scanned_at: string | null;
  decided_at: string | null;
  decision_source: 'automated' | 'human' | null;
  decided_by: string | null;
  /**
   * When this version was first decided for good (CLEAN, AUTO_UNPUBLISHED, MANUALLY_*); null
   * while it waits. Set by the reports module, never by a caller (decision 0140).
   */
  first_decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * What the engine's scan decided for this version (CLEAN, MODERATE or AUTO_UNPUBLISHED),
   * kept when a person decides later; null before the scan, or when a person decided first.
   * Set by the reports module, never by a caller (decision 0160).
   */
  automated_status: ColumnType<
    ModerationStatus | null,
    ModerationStatus | null | undefined,
    ModerationStatus | null
  >;
  /** The scanners that scored this version, ascending, comma-separated; '' when none did. */
  scanner_ids: ColumnType<string, string | undefined, string>;
  /** The extractors that read this version, comma-separated; '' when none did. */
  extractor_ids: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
}

export interface ReportScoresTable {
  report_id: string;
  tenant_id: string;
  category_id: string;
  score: number;
}

export interface AuditLogTable {
  id: string;
  tenant_id: string;
  report_id: string;
  /** null: the engine decided. */
  actor_user_id: string | null;
  actor_name: string | null;
  action: AuditAction;
  previous_status: ModerationStatus | null;
  new_status: ModerationStatus;
  category_id: string | null;
  score: number | null;
  detail: string | null;
  created_at: string;
}

export interface JobsTable {
  id: string;
  tenant_id: string | null;
  kind: string;
  /** JSON */
  payload: string;
  status: JobStatus;
  attempts: number;
  run_at: string;
  lease_until: string | null;
  leased_by: string | null;
  last_error: string | null;
  dedupe_key: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface CallbackDeliveriesTable {
  id: string;
  tenant_id: string;
  domain_id: string;
  plugin_id: string;
  report_id: string | null;
  event: CallbackEvent;
  /** JSON body sent, byte for byte as signed. */
  payload: string;
  status: CallbackDeliveryStatus;
  attempts: number;
  last_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  give_up_at: string;
  delivered_at: string | null;
  created_at: string;
}

export interface PluginRequestSignaturesTable {
  domain_id: string;
  signature: string;
  expires_at: string;
}

export interface DomainRulesTable {
  id: string;
  tenant_id: string;
  domain_id: string;
  kind: 'block' | 'trust' | 'review';
  pattern: string;
  action: Extract<ModerationStatus, 'MODERATE' | 'AUTO_UNPUBLISHED' | 'CLEAN'>;
  created_at: string;
}

export interface CreditUsageTable {
  tenant_id: string;
  /** UTC month, 'YYYY-MM'. */
  month: string;
  used: number;
}

export interface TenantEngineSettingsTable {
  tenant_id: string;
  enabled: number;
  url: string;
  api_key_sealed: string | null;
  model: string | null;
  /** JSON array of content types. */
  content_types: string;
  timeout_ms: number;
  max_retries: number;
  updated_at: string;
}

/** A moderator's forced break (decision 0100); one row per user while locked or until replaced. */
export interface ModerationLocksTable {
  user_id: string;
  tenant_id: string;
  locked_at: string;
  locked_until: string;
  source: 'console' | 'server';
}

/** The server's count of a moderator's active time since their last break. */
export interface ModeratorActivityTable {
  user_id: string;
  tenant_id: string;
  active_seconds: number;
  last_activity_at: string;
}

/** What a row of report_rollups counts (decision 0140). */
export type RollupKind =
  | 'submissions'
  | 'items'
  | 'artifacts'
  | 'decisions'
  | 'response'
  // The response times' groups alone: the median's first read (decision 0153).
  | 'response_groups'
  | 'categories'
  | 'scanners'
  | 'extractors'
  | 'authors'
  // The moderation activity chart: a day's submissions and decisions by outcome (decision 0151).
  | 'activity'
  // Transparency reports (decision 0160).
  | 'measures'
  | 'detections'
  | 'automated'
  | 'overturned'
  // Analytics and the Streams what-if (decision 0170).
  | 'outcomes'
  | 'outcome_categories'
  | 'scores'
  | 'automation'
  | 'team'
  | 'queue';

export type RollupGrain = 'day' | 'month';

/** 'all' for the rows that count every domain at once (domain_id '*'), 'domain' for the rest. */
export type RollupLevel = 'all' | 'domain';

/** Counts of reports per tenant, kind, UTC day or month, domain and two dimensions. */
export interface ReportRollupsTable {
  tenant_id: string;
  kind: RollupKind;
  grain: RollupGrain;
  /** Before `period` in the key, so a read of one level walks its rows only (decision 0150). */
  level: RollupLevel;
  /** 'YYYY-MM-DD' for a day, 'YYYY-MM' for a month. */
  period: string;
  /** '' for none (a report whose domain was deleted). */
  domain_id: string;
  dim1: string;
  dim2: string;
  n: number;
}
