/**
 * Ids are opaque (api-notes): the server may hand out integers or strings and the console
 * never builds meaning from them, so JSON bodies accept either. Path parameters always
 * arrive as strings, so their schema is a non-empty string.
 */
import { z } from 'zod';

export const ZIdSchema = z.union([z.string().min(1), z.number().int()]);
export type TId = z.infer<typeof ZIdSchema>;

/** `:id` in a path. */
export const ZIdParamsSchema = z.object({ id: z.string().min(1) });
export type TIdParams = z.infer<typeof ZIdParamsSchema>;

/** Opaque ids compare by their text, so `7` and `'7'` name the same thing. */
export function sameId(a: TId, b: TId): boolean {
  return String(a) === String(b);
}
