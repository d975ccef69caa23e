import type {
  EmailTokensTable,
  EulaAcceptancesTable,
  OauthIdentitiesTable,
  RecoveryCodesTable,
} from './accounts';
import type {
  DomainModerationGroupsTable,
  ModerationGroupMembersTable,
  ModerationGroupsTable,
} from './moderation-groups';
import type { RateLimitsTable } from './rate-limits';
import type { SessionsTable } from './sessions';
import type { TenantBillingTable, TenantContactsTable } from './tenant-account';
import type { TenantsTable } from './tenants';
import type { UsersTable } from './users';

/** Every table Kysely knows; one file per table beside this one. */
export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  recovery_codes: RecoveryCodesTable;
  oauth_identities: OauthIdentitiesTable;
  eula_acceptances: EulaAcceptancesTable;
  rate_limits: RateLimitsTable;
  moderation_groups: ModerationGroupsTable;
  moderation_group_members: ModerationGroupMembersTable;
  domain_moderation_groups: DomainModerationGroupsTable;
  tenant_contacts: TenantContactsTable;
  tenant_billing: TenantBillingTable;
}
