import { z } from 'zod';
import { Language } from './enums.ts';

/**
 * Classes and their assignments (beyond the spec; learners without a class see
 * nothing of them). A class's own roles: its teachers run it, its assistants read
 * its progress and code, its learners solve its assignments. Creating a class needs
 * the account's `teacher` role (or `admin`).
 */
export const ClassRole = z.enum(['teacher', 'assistant', 'learner']);
export type ClassRole = z.infer<typeof ClassRole>;

export const CLASS_ROLE_LABELS: Record<ClassRole, string> = { teacher: 'Teacher', assistant: 'Assistant', learner: 'Learner' };

/** Limits of what a class holds. */
export const CLASS_LIMITS = {
  nameLength: 120,
  titleLength: 120,
  studentIdLength: 64,
  problemsPerAssignment: 30,
  /** Join attempts one address may make per minute (a join code is not to be guessed). */
  joinAttemptsPerMinute: 10,
} as const;

const Id = z.guid();
const Slug = z.string().min(1).max(100);
const IsoTime = z.iso.datetime({ offset: true });
const Trimmed = (max: number) => z.string().trim().min(1).max(max);

export const ClassIdParams = z.object({ classId: Id });
export const AssignmentParams = z.object({ classId: Id, assignmentId: Id });
export const LearnerCodeParams = z.object({ classId: Id, assignmentId: Id, userId: Id });
export const PairParams = z.object({ classId: Id, assignmentId: Id, reportId: Id, pairIndex: z.coerce.number().int().min(0).max(10_000) });

export const CreateClassBody = z.object({ name: Trimmed(CLASS_LIMITS.nameLength) });
export type CreateClassBody = z.infer<typeof CreateClassBody>;

export const JoinClassBody = z.object({
  code: z.string().trim().min(1).max(40),
  studentId: z.string().trim().max(CLASS_LIMITS.studentIdLength).optional(),
});
export type JoinClassBody = z.infer<typeof JoinClassBody>;

export const AddStaffBody = z.object({ email: z.email().max(254), role: z.enum(['teacher', 'assistant']) });
export type AddStaffBody = z.infer<typeof AddStaffBody>;

const AssignmentFields = z.object({
  title: Trimmed(CLASS_LIMITS.titleLength),
  problemSlugs: z.array(Slug).min(1).max(CLASS_LIMITS.problemsPerAssignment),
  opensAt: IsoTime,
  dueAt: IsoTime,
  /** End of the late window; null: nothing after the deadline counts. */
  lateUntil: IsoTime.nullable(),
  /** Points taken off a late problem, in percent of its score. */
  latePenaltyPercent: z.number().int().min(0).max(100),
});
export const CreateAssignmentBody = AssignmentFields.refine((body) => Date.parse(body.dueAt) > Date.parse(body.opensAt), { message: 'The deadline must come after the opening time', path: ['dueAt'] }).refine(
  (body) => body.lateUntil === null || Date.parse(body.lateUntil) > Date.parse(body.dueAt),
  { message: 'The late window must end after the deadline', path: ['lateUntil'] },
);
export type CreateAssignmentBody = z.infer<typeof CreateAssignmentBody>;

export const ExtensionBody = z.object({ userId: Id, dueAt: IsoTime.nullable() });
export type ExtensionBody = z.infer<typeof ExtensionBody>;

export const SimilarityBody = z.object({ problemSlug: Slug });
export type SimilarityBody = z.infer<typeof SimilarityBody>;

export const SimilarityQuery = z.object({ problem: Slug });

/** Where a learner stands on one problem of an assignment. */
export const CellStatus = z.enum(['solved', 'late', 'attempted', 'not-attempted']);
export type CellStatus = z.infer<typeof CellStatus>;

export const AssignmentProblem = z.object({ slug: z.string(), title: z.string(), difficulty: z.string() });
export type AssignmentProblem = z.infer<typeof AssignmentProblem>;

export const AssignmentSummary = z.object({
  id: z.string(),
  classId: z.string(),
  className: z.string(),
  title: z.string(),
  opensAt: z.string(),
  dueAt: z.string(),
  lateUntil: z.string().nullable(),
  latePenaltyPercent: z.number().int(),
  problems: z.array(AssignmentProblem),
  /** For a learner: their own deadline (an extension moves it) and their standing. */
  myDueAt: z.string().nullable(),
  mySolved: z.number().int().nullable(),
  myScore: z.number().int().nullable(),
  /** For a learner: where they stand on each problem, in the order of `problems`. */
  myCells: z.array(z.object({ problemSlug: z.string(), status: z.enum(['solved', 'late', 'attempted', 'not-attempted']), points: z.number().int() })).nullable(),
});
export type AssignmentSummary = z.infer<typeof AssignmentSummary>;

export const ClassSummary = z.object({
  id: z.string(),
  name: z.string(),
  myRole: ClassRole,
  learnerCount: z.number().int(),
  /** For teachers and assistants only. */
  joinCode: z.string().nullable(),
});
export type ClassSummary = z.infer<typeof ClassSummary>;

/** GET /api/classes: the caller's classes and, for the ones they learn in, what is open or due. */
export const MyClasses = z.object({
  canCreate: z.boolean(),
  classes: z.array(ClassSummary),
  due: z.array(AssignmentSummary),
});
export type MyClasses = z.infer<typeof MyClasses>;

export const ClassMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ClassRole,
  studentId: z.string().nullable(),
  joinedAt: z.string(),
});
export type ClassMember = z.infer<typeof ClassMember>;

export const ClassDetail = ClassSummary.extend({
  assignments: z.array(AssignmentSummary),
  /** Teachers and assistants see everyone; a learner sees only the staff. */
  members: z.array(ClassMember),
});
export type ClassDetail = z.infer<typeof ClassDetail>;

export const ProgressCell = z.object({
  problemSlug: z.string(),
  status: CellStatus,
  /** Points this problem gives the assignment (late penalty applied). */
  points: z.number().int(),
  attempts: z.number().int(),
  lastSubmittedAt: z.string().nullable(),
  isLate: z.boolean(),
});
export type ProgressCell = z.infer<typeof ProgressCell>;

export const ProgressRow = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  studentId: z.string().nullable(),
  dueAt: z.string(),
  hasExtension: z.boolean(),
  score: z.number().int(),
  cells: z.array(ProgressCell),
});
export type ProgressRow = z.infer<typeof ProgressRow>;

export const ProgressMatrix = z.object({ assignment: AssignmentSummary, rows: z.array(ProgressRow) });
export type ProgressMatrix = z.infer<typeof ProgressMatrix>;

export const LearnerSubmission = z.object({
  id: z.string(),
  problemSlug: z.string(),
  language: Language,
  status: z.string(),
  score: z.number().int().nullable(),
  submittedAt: z.string(),
  isLate: z.boolean(),
  code: z.string(),
});
export const LearnerSubmissions = z.object({ name: z.string(), submissions: z.array(LearnerSubmission) });
export type LearnerSubmissions = z.infer<typeof LearnerSubmissions>;

export const SimilarityStatus = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);

export const SimilarityPairSummary = z.object({
  index: z.number().int(),
  leftName: z.string(),
  rightName: z.string(),
  language: Language,
  /** Share of both programs' fingerprints the two have in common, 0 to 1. */
  similarity: z.number(),
  /** Longest run of matching fingerprints. */
  longest: z.number().int(),
  fragmentCount: z.number().int(),
});
export type SimilarityPairSummary = z.infer<typeof SimilarityPairSummary>;

export const SimilarityReport = z.object({
  id: z.string(),
  problemSlug: z.string(),
  status: SimilarityStatus,
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  submissionCount: z.number().int(),
  pairs: z.array(SimilarityPairSummary),
});
export type SimilarityReport = z.infer<typeof SimilarityReport>;

/** GET …/similarity?problem=: the latest report of that problem, or null before the first. */
export const SimilarityAnswer = z.object({ report: SimilarityReport.nullable() });
export type SimilarityAnswer = z.infer<typeof SimilarityAnswer>;

const Span = z.object({ startRow: z.number().int(), startCol: z.number().int(), endRow: z.number().int(), endCol: z.number().int() });
export type Span = z.infer<typeof Span>;

export const SimilarityPairDetail = SimilarityPairSummary.extend({
  left: z.object({ name: z.string(), submissionId: z.string(), code: z.string() }),
  right: z.object({ name: z.string(), submissionId: z.string(), code: z.string() }),
  fragments: z.array(z.object({ left: Span, right: Span })),
});
export type SimilarityPairDetail = z.infer<typeof SimilarityPairDetail>;
