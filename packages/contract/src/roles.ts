import { z } from 'zod';

/**
 * Who may do what beyond the spec's product (which shows no roles): everyone is a
 * learner; staff roles are given on top. `admin` may do everything, roles included.
 */
export const StaffRole = z.enum(['author', 'teacher', 'admin']);
export type StaffRole = z.infer<typeof StaffRole>;

export const Role = z.enum(['learner', 'author', 'teacher', 'admin']);
export type Role = z.infer<typeof Role>;

export const ROLE_LABELS: Record<Role, string> = {
  learner: 'Learner',
  author: 'Author',
  teacher: 'Teacher',
  admin: 'Admin',
};

/** What each role is for, as the users screen explains it. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  author: 'adds and edits problems, verifies, publishes and rejudges them',
  teacher: 'runs classes and their assignments',
  admin: 'everything, including users, roles and the judge',
};

/**
 * The staff areas and the roles that open each; `admin` opens every one. The server
 * checks these on every route (lib/require-role.ts); the web app only hides what a
 * role cannot open.
 */
export const STAFF_AREAS = {
  judge: ['admin'],
  problems: ['author'],
  rejudges: ['author'],
  users: ['admin'],
  audit: ['admin'],
  lti: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

/** Whether someone holding `roles` may act as one of `allowed` (an admin may act as anyone). */
export function hasAnyRole(roles: readonly Role[], allowed: readonly StaffRole[]): boolean {
  return roles.includes('admin') || allowed.some((role) => roles.includes(role));
}

/** GET /api/access: the signed-in user's roles ("learner" for everyone). */
export const AccessAnswer = z.object({ roles: z.array(Role) });
export type AccessAnswer = z.infer<typeof AccessAnswer>;
