import { z } from 'zod';
import { Language } from './enums.ts';
import type { StaffRole } from './roles.ts';

/** icpc: solved, then penalty time; ioi: the sum of each problem's best score. */
export const ContestRules = z.enum(['icpc', 'ioi']);
export type ContestRules = z.infer<typeof ContestRules>;

/** public: anyone registers; invite: only invited e-mails; code: anyone with the join code. */
export const ContestAccess = z.enum(['public', 'invite', 'code']);
export type ContestAccess = z.infer<typeof ContestAccess>;

export const CONTEST_RULE_LABELS: Record<ContestRules, string> = { icpc: 'ICPC', ioi: 'IOI' };
export const CONTEST_ACCESS_LABELS: Record<ContestAccess, string> = { public: 'Public', invite: 'By invitation', code: 'With a join code' };

/** Minutes added to the penalty per rejected try before the first accepted one (ICPC rules). */
export const PENALTY_MINUTES_PER_REJECTED_TRY = 20;
export const MAX_CONTEST_PROBLEMS = 26;
export const MAX_CONTEST_MINUTES = 7 * 24 * 60;
export const MAX_CLARIFICATION_LENGTH = 2000;
/** The largest team a contest may allow (1: individuals only). */
export const MAX_TEAM_SIZE = 3;

/** The problem labels, in order: A, B, … Z. */
export const contestLabel = (index: number): string => String.fromCharCode(65 + index);

const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is # and six hex digits, e.g. #1e88e5');

export const ContestProblemInput = z.object({
  problemId: z.string().trim().min(1).max(100),
  color: HexColour,
});
export type ContestProblemInput = z.infer<typeof ContestProblemInput>;

export const CreateContestBody = z
  .object({
    title: z.string().trim().min(1, 'A title is needed').max(120),
    startsAt: z.iso.datetime({ offset: true }),
    durationMinutes: z.number().int().min(1).max(MAX_CONTEST_MINUTES),
    /** Minutes before the end during which the public scoreboard is frozen (0: never). */
    freezeMinutes: z.number().int().min(0).max(MAX_CONTEST_MINUTES),
    rules: ContestRules,
    /** IOI: add each subtask's best score over all submissions instead of the best submission's. */
    isSubtaskBest: z.boolean().default(false),
    /** 1: learners take part on their own; 2 or 3: they may register as a team of up to that many. */
    maxTeamSize: z.number().int().min(1).max(MAX_TEAM_SIZE).default(1),
    access: ContestAccess,
    joinCode: z.string().trim().min(4).max(64).nullable().default(null),
    languages: z.array(Language).min(1, 'Allow at least one language'),
    problems: z.array(ContestProblemInput).min(1, 'Add at least one problem').max(MAX_CONTEST_PROBLEMS),
    /** Per-learner start: anyone registered may start their own timer until this time (null: everyone starts at startsAt). */
    windowEndsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine((body) => body.freezeMinutes <= body.durationMinutes, { message: 'The freeze cannot be longer than the contest', path: ['freezeMinutes'] })
  .refine((body) => body.access !== 'code' || body.joinCode !== null, { message: 'A contest joined with a code needs the code', path: ['joinCode'] })
  .refine((body) => new Set(body.problems.map((problem) => problem.problemId.toLowerCase())).size === body.problems.length, {
    message: 'A problem can appear only once',
    path: ['problems'],
  })
  .refine((body) => body.windowEndsAt === null || Date.parse(body.windowEndsAt) > Date.parse(body.startsAt), {
    message: 'The start window must end after the contest opens',
    path: ['windowEndsAt'],
  });
export type CreateContestBody = z.input<typeof CreateContestBody>;

export const ContestIdParams = z.object({ id: z.uuid() });
export type ContestIdParams = z.infer<typeof ContestIdParams>;

export const ContestPhase = z.enum(['upcoming', 'running', 'ended']);
export type ContestPhase = z.infer<typeof ContestPhase>;

export const Participation = z.object({
  kind: z.enum(['official', 'virtual']),
  /** When this learner's clock started (null: registered, not started in a window contest). */
  startedAt: z.string().nullable(),
  /** When this learner's time is up (null until started). */
  endsAt: z.string().nullable(),
  extraMinutes: z.number().int(),
  /** The team this learner takes part in (null: on their own). */
  teamName: z.string().nullable(),
});
export type Participation = z.infer<typeof Participation>;

export const ContestSummary = z.object({
  id: z.string(),
  title: z.string(),
  rules: ContestRules,
  access: ContestAccess,
  startsAt: z.string(),
  endsAt: z.string(),
  windowEndsAt: z.string().nullable(),
  durationSeconds: z.number().int(),
  freezeSeconds: z.number().int(),
  phase: ContestPhase,
  problemCount: z.number().int(),
  participantCount: z.number().int(),
  isJury: z.boolean(),
  participation: Participation.nullable(),
});
export type ContestSummary = z.infer<typeof ContestSummary>;

export const ContestListAnswer = z.object({ contests: z.array(ContestSummary), canOrganize: z.boolean() });
export type ContestListAnswer = z.infer<typeof ContestListAnswer>;

export const ContestProblemView = z.object({
  label: z.string(),
  color: z.string(),
  problemId: z.string(),
  title: z.string(),
});
export type ContestProblemView = z.infer<typeof ContestProblemView>;

export const ContestDetail = ContestSummary.extend({
  /** Empty for learners before the contest (or their own window) starts. */
  problems: z.array(ContestProblemView),
  languages: z.array(Language),
  isSubtaskBest: z.boolean(),
  maxTeamSize: z.number().int(),
  /** When the public scoreboard freezes (absolute; null without a freeze). */
  freezesAt: z.string().nullable(),
  unfrozenAt: z.string().nullable(),
  /** How many rows the jury has revealed so far after the end. */
  revealedCount: z.number().int(),
  /** Only for the jury. */
  joinCode: z.string().nullable(),
  canRegister: z.boolean(),
  canStartVirtual: z.boolean(),
});
export type ContestDetail = z.infer<typeof ContestDetail>;

export const RegisterBody = z
  .object({
    code: z.string().trim().max(64).optional(),
    /** A team (where the contest allows teams): its name and the other members' e-mails (accounts that exist). */
    teamName: z.string().trim().min(1, 'Name your team').max(60).optional(),
    teammates: z.array(z.email().max(254)).max(MAX_TEAM_SIZE - 1).optional(),
  })
  .refine((body) => (body.teammates?.length ?? 0) === 0 || body.teamName !== undefined, { message: 'Name your team', path: ['teamName'] });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const InviteBody = z.object({ emails: z.array(z.email().max(254)).min(1).max(500) });
export type InviteBody = z.infer<typeof InviteBody>;

export const ExtraTimeBody = z.object({ email: z.email().max(254), extraMinutes: z.number().int().min(0).max(24 * 60) });
export type ExtraTimeBody = z.infer<typeof ExtraTimeBody>;

export const ContestSubmitBody = z.object({
  problemLabel: z.string().regex(/^[A-Z]$/),
  language: Language,
  code: z.string(),
});
export type ContestSubmitBody = z.infer<typeof ContestSubmitBody>;

export const ContestSubmission = z.object({
  id: z.string(),
  problemLabel: z.string(),
  language: Language,
  status: z.string(),
  /** IOI: points earned (null for pass-fail problems or before a verdict). */
  points: z.number().nullable(),
  maxPoints: z.number().nullable(),
  contestMinute: z.number().int(),
  createdAt: z.string(),
});
export type ContestSubmission = z.infer<typeof ContestSubmission>;
export const ContestSubmissionList = z.object({ submissions: z.array(ContestSubmission) });
export type ContestSubmissionList = z.infer<typeof ContestSubmissionList>;

/**
 * A scoreboard cell. solved (first: first to solve it), failed (only rejected tries),
 * pending (a try awaits its verdict), frozen (tries after the freeze: no result and no
 * count shown), none. `tries` counts only tries whose results are shown.
 */
export const CellState = z.enum(['first', 'solved', 'failed', 'pending', 'frozen', 'none']);
export type CellState = z.infer<typeof CellState>;

export const ScoreboardCell = z.object({
  label: z.string(),
  state: CellState,
  tries: z.number().int(),
  /** ICPC: contest minute of the accepted try; IOI: when the best score was reached. */
  minute: z.number().int().nullable(),
  /** IOI: best score shown. */
  score: z.number().nullable(),
});
export type ScoreboardCell = z.infer<typeof ScoreboardCell>;

export const ScoreboardRow = z.object({
  rank: z.number().int(),
  userId: z.string(),
  name: z.string(),
  isVirtual: z.boolean(),
  solved: z.number().int(),
  penalty: z.number().int(),
  score: z.number(),
  cells: z.array(ScoreboardCell),
});
export type ScoreboardRow = z.infer<typeof ScoreboardRow>;

export const Scoreboard = z.object({
  rules: ContestRules,
  problems: z.array(z.object({ label: z.string(), color: z.string() })),
  rows: z.array(ScoreboardRow),
  isFrozen: z.boolean(),
  /** For a virtual participant: the contest minute the board is shown at. */
  atMinute: z.number().int().nullable(),
});
export type Scoreboard = z.infer<typeof Scoreboard>;

export const Clarification = z.object({
  id: z.string(),
  problemLabel: z.string().nullable(),
  /** Null for an announcement. */
  question: z.string().nullable(),
  answer: z.string().nullable(),
  isPublic: z.boolean(),
  isMine: z.boolean(),
  /** Only the jury sees who asked. */
  askedBy: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Clarification = z.infer<typeof Clarification>;
export const ClarificationList = z.object({ clarifications: z.array(Clarification) });
export type ClarificationList = z.infer<typeof ClarificationList>;

export const AskBody = z.object({
  problemLabel: z.string().regex(/^[A-Z]$/).nullable(),
  question: z.string().trim().min(1, 'Write your question').max(MAX_CLARIFICATION_LENGTH),
});
export type AskBody = z.infer<typeof AskBody>;

export const AnswerBody = z.object({
  answer: z.string().trim().min(1, 'Write the answer').max(MAX_CLARIFICATION_LENGTH),
  isPublic: z.boolean(),
});
export type AnswerBody = z.infer<typeof AnswerBody>;

export const AnnounceBody = z.object({
  problemLabel: z.string().regex(/^[A-Z]$/).nullable(),
  text: z.string().trim().min(1, 'Write the announcement').max(MAX_CLARIFICATION_LENGTH),
});
export type AnnounceBody = z.infer<typeof AnnounceBody>;

export const ClarificationIdParams = z.object({ id: z.uuid(), clarificationId: z.uuid() });

/** The jury's clock controls: freeze the public board now, end the contest now, after the end reveal the next row (from the bottom) or unfreeze all. */
export const ClockAction = z.enum(['freeze-now', 'end-now', 'reveal-next', 'unfreeze']);
export const ClockBody = z.object({ action: ClockAction });
export type ClockBody = z.infer<typeof ClockBody>;

/**
 * The contest page's live stream (GET /api/app/contests/:id/events): `scoreboard` (the
 * whole board), `scoreboard-rows` (only the rows that changed since the board this stream
 * last got; each row carries its rank), `clarifications` (all the viewer may read) and
 * `contest` (the contest changed: read it again).
 */
export const ScoreboardRowsEvent = z.object({ rows: z.array(ScoreboardRow) });
export type ScoreboardRowsEvent = z.infer<typeof ScoreboardRowsEvent>;

/** Who may create contests (admins always may); each contest's jury is its organiser and the admins. */
export const CONTEST_ORGANIZER_ROLES = ['author', 'teacher'] as const satisfies readonly StaffRole[];
