import { z } from 'zod';

/** What this process does: all (API and judging), api (HTTP only) or worker (judging only). */
export const ServerRole = z.enum(['all', 'api', 'worker']);
export type ServerRole = z.infer<typeof ServerRole>;

export const HealthAnswer = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  role: ServerRole,
  /** ok: Redis answered PING; off: embedded mode, no Redis configured. */
  redis: z.enum(['ok', 'off']),
});
export type HealthAnswer = z.infer<typeof HealthAnswer>;
