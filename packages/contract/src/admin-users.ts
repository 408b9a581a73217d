import { z } from 'zod';
import { AuthMethod, Difficulty, ProblemStatus } from './enums.ts';
import { SubmissionHistory } from './admin-rejudges.ts';
import { Role, StaffRole } from './roles.ts';

export const AdminUserSummary = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  authMethod: AuthMethod,
  /** Every role, learner included. */
  roles: z.array(Role),
  /** Admin by ADMIN_EMAILS: not removable here. */
  isConfiguredAdmin: z.boolean(),
  isDisabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  solved: z.number().int(),
  submissions: z.number().int(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummary>;

export const USERS_PAGE_SIZE = 50;

export const AdminUsersQuery = z.object({
  /** Matches e-mail or name, case-insensitively. */
  search: z.string().trim().max(200).optional(),
  role: StaffRole.optional(),
  cursor: z.string().max(100).optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

export const AdminUsersAnswer = z.object({ users: z.array(AdminUserSummary), nextCursor: z.string().nullable() });
export type AdminUsersAnswer = z.infer<typeof AdminUsersAnswer>;

export const AdminUserProgress = z.object({
  problemId: z.string(),
  title: z.string(),
  difficulty: Difficulty,
  status: ProblemStatus,
  score: z.number().int().nullable(),
  wrongAttempts: z.number().int(),
  hintUsed: z.boolean(),
  solutionViewed: z.boolean(),
  updatedAt: z.string(),
});

export const AdminUserSubmission = z.object({
  id: z.string(),
  submissionNumber: z.number().int(),
  problemId: z.string(),
  problem: z.string(),
  language: z.string(),
  status: z.string(),
  score: z.number().int().nullable(),
  runtimeMs: z.number(),
  problemVersion: z.number().int(),
  submittedAt: z.string(),
  /** How many times it was rejudged. */
  rejudged: z.number().int(),
});
export type AdminUserSubmission = z.infer<typeof AdminUserSubmission>;

export const AdminUserDetail = z.object({
  user: AdminUserSummary,
  progress: z.array(AdminUserProgress),
  /** The latest submissions, newest first. */
  submissions: z.array(AdminUserSubmission),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const AdminUserParams = z.object({ id: z.guid() });
export const RolesBody = z.object({ roles: z.array(StaffRole).max(3) });

/** A submission as staff see it: its code and output, and its rejudges. */
export const AdminSubmissionDetail = AdminUserSubmission.extend({
  code: z.string(),
  output: z.string(),
  learner: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  /** Its rejudges, newest first: each with the verdict before and after. */
  history: SubmissionHistory,
});
export type AdminSubmissionDetail = z.infer<typeof AdminSubmissionDetail>;
