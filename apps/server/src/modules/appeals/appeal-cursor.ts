/**
 * The Appeals view's page cursor: the (received_at, id) of the last appeal of a page and the
 * status filter it was read with, base64url JSON like the queue's (moderation/report-cursors.ts).
 */
import { MODERATION_MESSAGES } from '@vigil/contract';
import { z } from 'zod';
import { ValidationError } from '../../lib/http-errors';

const ZAppealCursorSchema = z.object({
  s: z.string().min(1).max(20),
  t: z.iso.datetime({ precision: 3 }),
  i: z.string().min(1).max(64),
});
export type AppealCursor = z.infer<typeof ZAppealCursorSchema>;

export const encodeAppealCursor = (cursor: AppealCursor): string =>
  Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** 422 on `cursor` unless it is a cursor of the same status filter. */
export function decodeAppealCursor(text: string, status: string): AppealCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const result = ZAppealCursorSchema.safeParse(parsed);
  if (!result.success || result.data.s !== status) {
    throw new ValidationError({ cursor: [MODERATION_MESSAGES.invalidCursor] });
  }
  return result.data;
}
