import { MESSAGES } from '@vigil/contract';
import type { z } from 'zod';
import { notFound, ValidationError } from '../lib/http-errors';

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

/** Paths (`a.b.0`) of the strings in a parsed value that hold U+0000. */
function nulFields(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      nulFields(item, path ? `${path}.${index}` : String(index), found),
    );
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      nulFields(item, path ? `${path}.${key}` : key, found);
    }
  }
  return found;
}

/**
 * NUL is never part of an id, a query or a typed value, and PostgreSQL cannot store or compare
 * it (a query with one fails), so it is refused before any handler runs (decision 0124): in a
 * path parameter as an unknown path (404), elsewhere as a field error (422). Runs on what the
 * contract schema accepted, so a name that the schema refuses keeps its own message. Plugin
 * bodies are not checked: submitted content is moderated as it is.
 */
export function refuseNulCharacters(input: {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}): void {
  if (nulFields(input.params, '', []).length > 0) throw notFound();
  const fields = [...nulFields(input.query, '', []), ...nulFields(input.body, '', [])];
  if (fields.length === 0) return;
  throw new ValidationError(
    Object.fromEntries(fields.map((field) => [field, [MESSAGES.controlCharacters(field)]])),
  );
}
