import { z } from 'zod';

/** The one error body of the API (api-notes: "Errors, one shape"). */
export const ZErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

/** 2xx reply of calls the spec lists as "success/failure". */
export const ZMessageResponseSchema = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponseSchema>;

/** Messages the server uses for 401s; the console signs out on them (spec §8). */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const TENANT_NOT_FOUND_MESSAGE = 'tenant not found';
