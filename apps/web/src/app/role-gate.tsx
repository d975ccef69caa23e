import type { ReactNode } from 'react';
import { useAuth } from '../features/auth/auth-store';
import { NotAvailablePage } from './not-available-page';
import { roleMayOpen } from './roles';

/** Renders a route's screen only for the roles decision 0050's matrix lets open it. */
export function RoleGate({ path, children }: { path: string; children: ReactNode }) {
  const { roleId } = useAuth();
  if (!roleMayOpen(roleId, path)) return <NotAvailablePage roleId={roleId} />;
  return children;
}
