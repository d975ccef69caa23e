import type {
  EmailTokensTable,
  EulaAcceptancesTable,
  OauthIdentitiesTable,
  RecoveryCodesTable,
} from './accounts';
import type {
  DomainExtractorsTable,
  DomainKeysTable,
  DomainPluginsTable,
  DomainScannerSettingsTable,
  DomainScannersTable,
  DomainsTable,
  ExtractorsTable,
  ScannersTable,
} from './domains';
import type {
  DomainModerationGroupsTable,
  ModerationGroupMembersTable,
  ModerationGroupsTable,
} from './moderation-groups';
import type {
  AuditLogTable,
  CallbackDeliveriesTable,
  CreditUsageTable,
  DomainRulesTable,
  JobsTable,
  ModerationLocksTable,
  ModeratorActivityTable,
  ModerationCategoriesTable,
  PluginRequestSignaturesTable,
  ReportScoresTable,
  ReportsTable,
  ReportRollupsTable,
  TenantEngineSettingsTable,
} from './moderation-engine';
import type { PendingRegistrationsTable } from './pending-registrations';
import type { RateLimitsTable } from './rate-limits';
import type { SessionsTable } from './sessions';
import type { SignInMarksTable } from './sign-in-marks';
import type { TenantBillingTable, TenantContactsTable } from './tenant-account';
import type { TenantsTable } from './tenants';
import type { TransparencyReportsTable } from './transparency-reports';
import type { AppealsTable } from './appeals';
import type { CategoryPolicyNamesTable, DecisionStatementsTable } from './decision-statements';
import type { UsersTable } from './users';

/** Every table Kysely knows; one file per table beside this one. */
export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  pending_registrations: PendingRegistrationsTable;
  recovery_codes: RecoveryCodesTable;
  oauth_identities: OauthIdentitiesTable;
  eula_acceptances: EulaAcceptancesTable;
  rate_limits: RateLimitsTable;
  sign_in_marks: SignInMarksTable;
  moderation_groups: ModerationGroupsTable;
  moderation_group_members: ModerationGroupMembersTable;
  domain_moderation_groups: DomainModerationGroupsTable;
  tenant_contacts: TenantContactsTable;
  tenant_billing: TenantBillingTable;
  domains: DomainsTable;
  domain_keys: DomainKeysTable;
  domain_plugins: DomainPluginsTable;
  scanners: ScannersTable;
  extractors: ExtractorsTable;
  domain_scanners: DomainScannersTable;
  domain_extractors: DomainExtractorsTable;
  domain_scanner_settings: DomainScannerSettingsTable;
  moderation_categories: ModerationCategoriesTable;
  reports: ReportsTable;
  report_rollups: ReportRollupsTable;
  report_scores: ReportScoresTable;
  audit_log: AuditLogTable;
  jobs: JobsTable;
  callback_deliveries: CallbackDeliveriesTable;
  plugin_request_signatures: PluginRequestSignaturesTable;
  domain_rules: DomainRulesTable;
  credit_usage: CreditUsageTable;
  tenant_engine_settings: TenantEngineSettingsTable;
  moderation_locks: ModerationLocksTable;
  moderator_activity: ModeratorActivityTable;
  transparency_reports: TransparencyReportsTable;
  category_policy_names: CategoryPolicyNamesTable;
  decision_statements: DecisionStatementsTable;
  appeals: AppealsTable;
}
