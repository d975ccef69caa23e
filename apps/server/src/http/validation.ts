import type { z } from 'zod';
import { ValidationError } from '../lib/http-errors';

/** Parses input with a contract schema; a failure becomes a 422 with the schema's messages. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: string,
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : where;
    (errors[field] ??= []).push(issue.message);
  }
  throw new ValidationError(errors);
}
