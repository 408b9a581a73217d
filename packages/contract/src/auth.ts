import { z } from 'zod';
import { AuthMethod } from './enums.ts';

const trimmed = (max: number) => z.string().trim().max(max);

export const User = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  picture: z.string().nullable(),
  isOAuthUser: z.boolean(),
  authMethod: AuthMethod,
  canEditEmail: z.boolean(),
});
export type User = z.infer<typeof User>;

/** What the browser reads from the token (it never trusts it for authorization). */
export const TokenPayload = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  exp: z.number(),
});
export type TokenPayload = z.infer<typeof TokenPayload>;

export const RegisterBody = z.object({
  email: trimmed(254).min(1),
  password: z.string().min(1).max(256),
  firstname: trimmed(100).min(1),
  lastname: trimmed(100).min(1),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  email: trimmed(254).min(1),
  password: z.string().min(1).max(256),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const AuthAnswer = z.object({ user: User, token: z.string() });
export type AuthAnswer = z.infer<typeof AuthAnswer>;

export const ProfileAnswer = z.object({
  user: User.extend({ isFirstLogin: z.boolean() }),
  profileUpdates: z.object({ count: z.number().int(), remaining: z.number().int() }),
});
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;

/** Absent fields read as empty so the server answers the spec's 'All fields are required'. */
export const ProfileUpdateBody = z.object({
  firstname: z.string().max(100).default(''),
  lastname: z.string().max(100).default(''),
  email: z.string().max(254).default(''),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

export const ProfileUpdateAnswer = z.object({
  user: User,
  token: z.string().optional(),
  remainingUpdates: z.number().int(),
  message: z.string(),
});
export type ProfileUpdateAnswer = z.infer<typeof ProfileUpdateAnswer>;

/** Absent fields read as empty, answered with the server's "required" message. */
export const ChangePasswordBody = z.object({
  currentPassword: z.string().max(256).default(''),
  newPassword: z.string().max(256).default(''),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

export const GoogleSignInBody = z.object({
  credential: z.string().max(8192).optional(),
  email: z.string().max(254).optional(),
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
  picture: z.string().max(2048).optional(),
  sub: z.string().max(255).optional(),
});
export type GoogleSignInBody = z.infer<typeof GoogleSignInBody>;

export const GithubCallbackBody = z.object({
  code: z.string().max(512),
  redirectUri: z.string().max(2048).optional(),
});
export type GithubCallbackBody = z.infer<typeof GithubCallbackBody>;

/** Which sign-in providers this server has configured; the login screen asks before showing buttons. */
export const AuthProvidersAnswer = z.object({
  google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
  /** `authorizeUrl`: GitHub's authorization page (another one for GitHub Enterprise). */
  github: z.object({ enabled: z.boolean(), clientId: z.string().nullable(), authorizeUrl: z.string().optional() }),
});
export type AuthProvidersAnswer = z.infer<typeof AuthProvidersAnswer>;
