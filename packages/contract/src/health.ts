import { z } from 'zod';

export const HealthAnswer = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthAnswer = z.infer<typeof HealthAnswer>;
