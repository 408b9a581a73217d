import { z } from 'zod';

export const SessionStartBody = z.object({ sessionType: z.string().max(32).default('login') });
export type SessionStartBody = z.infer<typeof SessionStartBody>;

export const SessionAnswer = z.object({ ok: z.literal(true), sessionId: z.string().nullable() });
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** Minutes throughout. */
export const TimeStatsAnswer = z.object({
  thisWeekTime: z.number(),
  activeDays: z.number().int(),
  averageTimePerProblem: z.number(),
  averageSessionTime: z.number(),
});
export type TimeStatsAnswer = z.infer<typeof TimeStatsAnswer>;

/** Days and weeks are counted in this IANA time zone (e.g. Europe/Paris); UTC when absent. */
export const TimeStatsQuery = z.object({ timeZone: z.string().min(1).max(64).optional() });
export type TimeStatsQuery = z.infer<typeof TimeStatsQuery>;

/** Calls that carry no payload (session activity and end): nothing, or an empty object. */
export const EmptyBody = z.strictObject({}).nullish();
export type EmptyBody = z.infer<typeof EmptyBody>;
