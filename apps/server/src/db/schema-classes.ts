import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ClassRole } from '@codepath/contract/classes';
import type { Language } from '@codepath/contract/enums';
import { backgroundJobs } from './schema-jobs.ts';
import { problems } from './schema-judging.ts';
import { users } from './schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A class: a teacher's group of learners, joined with its code. */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** What learners type or follow (/app/classes/join/CODE) to join. */
    joinCode: text('join_code').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('classes_join_code_unique').on(t.joinCode)],
);
export type ClassRow = typeof classes.$inferSelect;

/** Who is in a class and as what; a learner may give the student id the school knows them by. */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ClassRole>().notNull(),
    studentId: text('student_id'),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_members_user_idx').on(t.userId)],
);
export type ClassMemberRow = typeof classMembers.$inferSelect;

/** Problems set to a class between an opening time and a deadline, with an optional late window. */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    opensAt: timestamptz('opens_at').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    lateUntil: timestamptz('late_until'),
    latePenaltyPercent: integer('late_penalty_percent').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('assignments_class_idx').on(t.classId)],
);
export type AssignmentRow = typeof assignments.$inferSelect;

export const assignmentProblems = pgTable(
  'assignment_problems',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    problemSlug: text('problem_slug')
      .notNull()
      .references(() => problems.slug, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.problemSlug] })],
);

/** One learner's own deadline for an assignment (the late window moves with it). */
export const assignmentExtensions = pgTable(
  'assignment_extensions',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamptz('due_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] })],
);

/** A similarity pair as the report keeps it; sources are read from the submissions when shown. */
export interface StoredSimilarityPair {
  leftSubmissionId: string;
  rightSubmissionId: string;
  leftUserId: string;
  rightUserId: string;
  language: Language;
  similarity: number;
  longest: number;
  fragments: { left: [number, number, number, number]; right: [number, number, number, number] }[];
}

/** A similarity report of one problem of an assignment, computed by a background job (`background_jobs` kind similarity). */
export const similarityReports = pgTable(
  'similarity_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    problemSlug: text('problem_slug').notNull(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => backgroundJobs.id, { onDelete: 'cascade' }),
    submissionCount: integer('submission_count').notNull().default(0),
    pairs: jsonb('pairs').$type<StoredSimilarityPair[]>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('similarity_reports_assignment_idx').on(t.assignmentId, t.problemSlug), uniqueIndex('similarity_reports_job_unique').on(t.jobId)],
);
export type SimilarityReportRow = typeof similarityReports.$inferSelect;
