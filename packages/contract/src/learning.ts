import { z } from 'zod';

/**
 * The sections of the three built-in courses, in reading order (spec §3). The server
 * checks saved progress against these; the web's course list must name the same ids.
 */
export const COURSE_SECTION_IDS = {
  1: [
    'overview',
    'understanding-problems',
    'dry-running',
    'brute-force',
    'pattern-recognition',
    'breaking-down',
    'constraints-edge-cases',
    'test-driven-thinking',
    'takeaway',
  ],
  2: [
    'overview',
    'two-pointers',
    'sliding-window',
    'prefix-sum',
    'hashing',
    'binary-search',
    'recursion-backtracking',
    'dynamic-programming',
    'takeaway',
  ],
  3: [
    'overview',
    'first-program',
    'variables',
    'user-input',
    'conditionals',
    'loops',
    'functions',
    'arrays',
    'strings',
    'operators',
    'practice',
    'takeaway',
  ],
} as const satisfies Record<number, readonly string[]>;

export type CourseId = keyof typeof COURSE_SECTION_IDS;

const MAX_SECTIONS = 12;

/** `/api/learn/progress/{courseId}`: one of the three courses. */
export const CourseProgressParams = z.object({
  courseId: z
    .string()
    .regex(/^[123]$/, 'courseId must be 1, 2 or 3')
    .transform((value) => Number(value) as CourseId),
});
export type CourseProgressParams = z.infer<typeof CourseProgressParams>;

const SectionId = z.string().min(1).max(64).regex(/^[a-z0-9-]+$/, 'a section id is lower-case letters, digits and dashes');

/** PUT /api/learn/progress/{courseId}: the whole reading state of one course, replacing the stored one. */
export const SaveCourseProgressBody = z.strictObject({
  completedSectionIds: z.array(SectionId).max(MAX_SECTIONS),
  lastSectionIndex: z.number().int().min(0).max(MAX_SECTIONS - 1),
});
export type SaveCourseProgressBody = z.infer<typeof SaveCourseProgressBody>;

export const CourseProgressRecord = z.object({
  courseId: z.number().int(),
  completedSectionIds: z.array(z.string()),
  lastSectionIndex: z.number().int(),
  /** ISO time of the last save, set by the server. */
  updatedAt: z.string(),
});
export type CourseProgressRecord = z.infer<typeof CourseProgressRecord>;

/** GET /api/learn/progress: the signed-in learner's courses that have saved progress. */
export const CourseProgressListAnswer = z.object({ courses: z.array(CourseProgressRecord) });
export type CourseProgressListAnswer = z.infer<typeof CourseProgressListAnswer>;
