/** A named set of users a domain may be limited to (spec §6); names unique per tenant. */
export interface ModerationGroupsTable {
  id: string;
  tenant_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

/** Who is in which group; tenant_id repeats the group's so every query scopes by tenant. */
export interface ModerationGroupMembersTable {
  group_id: string;
  user_id: string;
  tenant_id: string;
}

/** Which groups may moderate a domain; a domain with none is open to every moderator. */
export interface DomainModerationGroupsTable {
  group_id: string;
  /** References domains.id (added by the domains migration), deleted with the domain. */
  domain_id: string;
  tenant_id: string;
}
