import { RecoveryCodesPage } from '../features/auth/recovery-codes-page';
import { QueryProvider } from './query-provider';

/** The one plain-layout screen that reads through the query cache, which the shell leaves out. */
export function RecoveryCodesRoute() {
  return (
    <QueryProvider>
      <RecoveryCodesPage />
    </QueryProvider>
  );
}
