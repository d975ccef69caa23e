/**
 * The response envelopes of api-notes: every list is `{ data: [...] }`, and a
 * "success/failure" call may return the changed object beside its message.
 */
import { z } from 'zod';

export function zListResponse<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item) });
}

export function zMessageWithData<Data extends z.ZodType>(data: Data) {
  return z.object({ message: z.string(), data });
}
