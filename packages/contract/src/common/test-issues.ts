/** Test helper: the messages a schema gives, keyed by field path, as the server's 422 shows them. */
import type { z } from 'zod';

export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (issues[key] ??= []).push(issue.message);
  }
  return issues;
}
