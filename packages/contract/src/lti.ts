import { z } from 'zod';
import { User } from './auth.ts';

/**
 * LTI 1.3 Advantage (beyond the spec): LMS platforms registered by an administrator,
 * the tool's configuration for them, and the hand-over of a launch to the web app.
 */
export const LTI_LIMITS = {
  nameLength: 120,
  urlLength: 2000,
  idLength: 255,
  deploymentsPerPlatform: 50,
} as const;

const HttpUrl = z
  .url({ protocol: /^https?$/ })
  .max(LTI_LIMITS.urlLength)
  .transform((value) => value.trim());
const Identifier = z.string().trim().min(1).max(LTI_LIMITS.idLength);

export const LtiPlatform = z.object({
  id: z.guid(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  authLoginUrl: z.string(),
  authTokenUrl: z.string(),
  jwksUrl: z.string(),
  classId: z.guid().nullable(),
  className: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LtiPlatform = z.infer<typeof LtiPlatform>;

export const CreateLtiPlatformBody = z.object({
  name: z.string().trim().min(1).max(LTI_LIMITS.nameLength),
  issuer: Identifier,
  clientId: Identifier,
  deploymentIds: z.array(Identifier).min(1).max(LTI_LIMITS.deploymentsPerPlatform),
  authLoginUrl: HttpUrl,
  authTokenUrl: HttpUrl,
  jwksUrl: HttpUrl,
  classId: z.guid().nullable().default(null),
});
export type CreateLtiPlatformBody = z.input<typeof CreateLtiPlatformBody>;

export const LtiPlatformParams = z.object({ platformId: z.guid() });

/** What an LMS administrator types into the LMS to register CodePath. */
export const LtiToolConfiguration = z.object({
  loginInitiationUrl: z.string(),
  launchUrl: z.string(),
  redirectUris: z.array(z.string()),
  deepLinkingUrl: z.string(),
  jwksUrl: z.string(),
  scopes: z.array(z.string()),
});
export type LtiToolConfiguration = z.infer<typeof LtiToolConfiguration>;

export const LtiPlatformsAnswer = z.object({ platforms: z.array(LtiPlatform), tool: LtiToolConfiguration });
export type LtiPlatformsAnswer = z.infer<typeof LtiPlatformsAnswer>;

/** The one-time code a launch hands the web app (in the address's fragment, never sent to a server log). */
export const LtiHandoffBody = z.object({ code: z.string().min(20).max(100) });
export type LtiHandoffBody = z.infer<typeof LtiHandoffBody>;

/**
 * The launch as the web app continues it: signed in and sent on, or (the platform's
 * e-mail belongs to an existing account) asked to sign in to that account and link it.
 */
export const LtiHandoffAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), token: z.string(), user: User, redirectTo: z.string() }),
  z.object({ kind: z.literal('link-needed'), email: z.string(), platformName: z.string() }),
]);
export type LtiHandoffAnswer = z.infer<typeof LtiHandoffAnswer>;

export const LtiLinkAnswer = z.object({ redirectTo: z.string() });
export type LtiLinkAnswer = z.infer<typeof LtiLinkAnswer>;

/** POST /api/classes-lti/:classId/roster-sync: what the roster from the LMS changed. */
export const LtiRosterSyncAnswer = z.object({ members: z.number().int(), accountsCreated: z.number().int(), joined: z.number().int() });
export type LtiRosterSyncAnswer = z.infer<typeof LtiRosterSyncAnswer>;
