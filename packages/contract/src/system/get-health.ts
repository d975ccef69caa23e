import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const ZHealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});
export type THealthResponse = z.infer<typeof ZHealthResponseSchema>;

export const getHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Service and database health',
  access: 'public',
  quiet: true,
  status: 200,
  response: ZHealthResponseSchema,
});
