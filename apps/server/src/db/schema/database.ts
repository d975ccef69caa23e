import type { SessionsTable } from './sessions';
import type { TenantsTable } from './tenants';
import type { UsersTable } from './users';

/** Every table Kysely knows; one file per table beside this one. */
export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  sessions: SessionsTable;
}
