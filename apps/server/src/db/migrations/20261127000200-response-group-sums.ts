/**
 * The response times' groups as a kind of their own, `response_groups` (decision 0153). It
 * changes no table; the server rebuilds every kind from the reports on the start that applies
 * this migration (ROLLUP_REBUILD_MIGRATIONS in server.ts), which writes the new rows.
 */
export async function up(): Promise<void> {
  // Nothing to change in the schema: the rebuild writes the rows.
}

export async function down(): Promise<void> {
  // Nothing to undo: the rebuild on the next start writes the rows the code then running keeps.
}
