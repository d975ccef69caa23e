/**
 * The queue's two opaque cursors (docs/decisions/0101-moderation-queue-api.md), base64url JSON:
 * - a page cursor is the (submitted_at, id) of the last report of a page, so the next page
 *   starts strictly after it whatever was inserted meanwhile;
 * - a poll cursor is the latest change already handed out (`h`), and while a burst of changes
 *   is read in several answers, the (updated_at, id) of the last one handed out (`k`).
 * Timestamps are the stored ISO text, compared as text like the columns they come from.
 */
import { MODERATION_MESSAGES } from '@vigil/contract';
import { z } from 'zod';
import { ValidationError } from '../../lib/http-errors';

const ZStoredTimestampSchema = z.iso.datetime({ precision: 3 });

const ZPageCursorSchema = z.object({
  d: z.enum(['asc', 'desc']),
  t: ZStoredTimestampSchema,
  i: z.string().min(1).max(64),
});
export type PageCursor = z.infer<typeof ZPageCursorSchema>;

const ZPollCursorSchema = z.object({
  h: ZStoredTimestampSchema,
  k: z.tuple([ZStoredTimestampSchema, z.string().min(1).max(64)]).optional(),
});
export type PollCursor = z.infer<typeof ZPollCursorSchema>;

function encode(value: object): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function decode<S extends z.ZodType>(schema: S, text: string, field: string): z.infer<S> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new ValidationError({ [field]: [MODERATION_MESSAGES.invalidCursor] });
  return result.data;
}

export const encodePageCursor = (cursor: PageCursor): string => encode(cursor);
export const encodePollCursor = (cursor: PollCursor): string => encode(cursor);

/** 422 on `cursor` unless it is a page cursor of the same direction. */
export function decodePageCursor(text: string, direction: 'asc' | 'desc'): PageCursor {
  const cursor = decode(ZPageCursorSchema, text, 'cursor');
  if (cursor.d !== direction) {
    throw new ValidationError({ cursor: [MODERATION_MESSAGES.invalidCursor] });
  }
  return cursor;
}

export const decodePollCursor = (text: string): PollCursor =>
  decode(ZPollCursorSchema, text, 'changed_since');
