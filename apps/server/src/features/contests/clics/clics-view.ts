import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Verdict } from '@codepath/contract/enums';
import type { Database } from '../../../db/client.ts';
import { contestParticipants, contestSubmissions, type ContestRow } from '../../../db/schema-contests.ts';
import { problems, submissionEvents, submissions } from '../../../db/schema-judging.ts';
import { users } from '../../../db/schema.ts';
import { boardViewOf, loadBoardInput } from '../board-source.ts';
import { loadClarifications } from '../clarifications.ts';
import { computeScoreboard } from '../compute-scoreboard.ts';
import { displayName } from '../contest-access.ts';
import { contestEndsAt, freezesAt, freezeStartSeconds, isPublicFrozen } from '../contest-clock.ts';
import { contestProblemRows } from '../create-contest.ts';
import { absTime, CLICS_LANGUAGES, JUDGEMENT_TYPE_OF, JUDGEMENT_TYPES, relTime, replyId, runId } from './clics-format.ts';

const PENALTY_MINUTES = 20;
const PENDING = new Set(['Queued', 'Running']);

/** The contest object itself (the same for every reader). */
export function clicsContestObject(contest: ContestRow) {
  return {
    id: contest.id,
    name: contest.title,
    formal_name: contest.title,
    start_time: absTime(contest.startsAt),
    duration: relTime(contest.durationSeconds * 1000),
    scoreboard_freeze_duration: contest.freezeSeconds > 0 ? relTime(contest.freezeSeconds * 1000) : null,
    scoreboard_type: contest.rules === 'icpc' ? 'pass-fail' : 'score',
    // Only pass-fail scoreboards have a penalty (the schema forbids it for score).
    ...(contest.rules === 'icpc' ? { penalty_time: PENALTY_MINUTES } : {}),
  };
}

/**
 * One contest as the CLICS Contest API (2023-06) shows it to one kind of reader. The jury
 * reads everything; everyone else reads the public view: virtual participants are not
 * teams, and during the freeze tries made after it are left out (the frozen scoreboard
 * shows only that something is pending, never how many or what), as are private questions.
 */
export async function loadClicsContest(db: Database, contest: ContestRow, isJury: boolean, now: Date) {
  const isFrozen = !isJury && isPublicFrozen(contest, now);
  const hiddenFrom = isFrozen ? freezeStartSeconds(contest) : null;
  const [problemRows, teamRows, submissionRows, clarifications, board] = await Promise.all([
    contestProblemRows(db, contest.id),
    db
      .select({ id: users.id, teamName: contestParticipants.teamName, firstname: users.firstname, lastname: users.lastname })
      .from(contestParticipants)
      .innerJoin(users, eq(users.id, contestParticipants.userId))
      .where(and(eq(contestParticipants.contestId, contest.id), eq(contestParticipants.kind, 'official'), isNull(contestParticipants.teamOf))),
    db
      .select({ link: contestSubmissions, submission: submissions })
      .from(contestSubmissions)
      .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
      .where(and(eq(contestSubmissions.contestId, contest.id), eq(contestSubmissions.isVirtual, false)))
      .orderBy(asc(contestSubmissions.contestSeconds), asc(submissions.createdAt)),
    loadClarifications(db, contest.id),
    loadBoardInput(db, contest),
  ]);
  const shown = submissionRows.filter(({ link }) => hiddenFrom === null || link.contestSeconds < hiddenFrom);
  const finished = shown.filter(({ submission }) => !PENDING.has(submission.status));
  const events = finished.length === 0 ? [] : await db.select().from(submissionEvents).where(and(inArray(submissionEvents.submissionId, finished.map(({ submission }) => submission.id)), eq(submissionEvents.type, 'test'))).orderBy(asc(submissionEvents.seq));
  const start = contest.startsAt.getTime();
  const contestTimeOf = (date: Date) => relTime(date.getTime() - start);
  const endsAt = contestEndsAt(contest);
  const frozenAt = freezesAt(contest);
  const hasEnded = now >= endsAt;
  const finalizedAt = hasEnded && (contest.unfrozenAt !== null || frozenAt === null) ? (contest.unfrozenAt ?? endsAt) : null;

  const contestObject = clicsContestObject(contest);
  const state = {
    started: now >= contest.startsAt ? absTime(contest.startsAt) : null,
    frozen: frozenAt && now >= frozenAt ? absTime(frozenAt) : null,
    ended: hasEnded ? absTime(endsAt) : null,
    thawed: contest.unfrozenAt ? absTime(contest.unfrozenAt) : null,
    finalized: finalizedAt ? absTime(finalizedAt) : null,
    end_of_updates: finalizedAt ? absTime(finalizedAt) : null,
  };
  const limits = problemRows.length === 0 ? [] : await db.select({ slug: problems.slug, testCount: problems.testCount, timeLimitMs: problems.timeLimitMs }).from(problems).where(inArray(problems.slug, problemRows.map((problem) => problem.problemId)));
  const problemObjects = problemRows.map((problem, index) => {
    const row = limits.find((item) => item.slug === problem.problemId);
    return {
      id: problem.problemId,
      label: problem.label,
      name: problem.title,
      ordinal: index,
      rgb: problem.color,
      color: problem.color,
      time_limit: (row?.timeLimitMs ?? 0) / 1000,
      test_data_count: row?.testCount ?? 0,
    };
  });
  const teams = teamRows.map((team) => ({ id: team.id, name: team.teamName ?? displayName(team), label: team.id.slice(0, 8), display_name: team.teamName ?? displayName(team), organization_id: null, group_ids: [], hidden: false }));
  const labelToProblem = new Map(problemRows.map((problem) => [problem.label, problem.problemId]));
  const submissionObjects = shown.map(({ link, submission }) => ({
    id: submission.id,
    language_id: CLICS_LANGUAGES[submission.language].id,
    problem_id: labelToProblem.get(link.label) ?? submission.problemSlug,
    team_id: link.userId,
    time: absTime(submission.createdAt),
    contest_time: contestTimeOf(submission.createdAt),
    files: [],
  }));
  const judgements = shown.map(({ submission }) => {
    const started = submission.startedAt ?? submission.createdAt;
    const isDone = !PENDING.has(submission.status);
    return {
      id: submission.id,
      submission_id: submission.id,
      judgement_type_id: isDone ? JUDGEMENT_TYPE_OF[submission.status as Verdict] : null,
      ...(isDone && submission.points ? { score: submission.points.points } : {}),
      start_time: absTime(started),
      start_contest_time: contestTimeOf(started),
      end_time: isDone && submission.finishedAt ? absTime(submission.finishedAt) : null,
      end_contest_time: isDone && submission.finishedAt ? contestTimeOf(submission.finishedAt) : null,
    };
  });
  const finishedById = new Map(finished.map(({ submission }) => [submission.id, submission]));
  const runs = events.flatMap((event) => {
    const submission = finishedById.get(event.submissionId);
    const data = event.data as { verdict?: Verdict; time?: number };
    if (!submission || !data.verdict) return [];
    const at = submission.finishedAt ?? submission.createdAt;
    return [{ id: runId(submission.id, event.seq), judgement_id: submission.id, ordinal: event.seq, judgement_type_id: JUDGEMENT_TYPE_OF[data.verdict], time: absTime(at), contest_time: contestTimeOf(at), run_time: Math.max(0, (data.time ?? 0) / 1000) }];
  });
  const labelOf = (label: string | null) => (label ? (labelToProblem.get(label) ?? null) : null);
  const clarificationObjects = clarifications
    .filter((item) => isJury || item.isPublic)
    .flatMap((item) => {
      const out = [];
      if (item.question !== null && (isJury || item.isPublic)) {
        out.push({ id: item.id, from_team_id: item.askedBy, to_team_id: null, reply_to_id: null, problem_id: labelOf(item.problemLabel), text: item.question, time: absTime(item.createdAt), contest_time: contestTimeOf(item.createdAt) });
      }
      if (item.answer !== null) {
        const at = item.answeredAt ?? item.createdAt;
        out.push({
          id: item.question === null ? item.id : replyId(item.id),
          from_team_id: null,
          to_team_id: item.isPublic ? null : item.askedBy,
          reply_to_id: item.question === null ? null : item.id,
          problem_id: labelOf(item.problemLabel),
          text: item.answer,
          time: absTime(at),
          contest_time: contestTimeOf(at),
        });
      }
      return out;
    });

  const computed = computeScoreboard(board, isJury ? { hiddenFromSeconds: null, cutoffSeconds: null, virtualUserId: null } : boardViewOf(contest, { kind: 'public', viewerId: null }, now));
  const scoreboard = {
    time: absTime(now),
    contest_time: contestTimeOf(now),
    state,
    rows: computed.rows.map((row) => ({
      rank: row.rank,
      team_id: row.userId,
      score: contest.rules === 'icpc' ? { num_solved: row.solved, total_time: row.penalty } : { score: row.score },
      problems: row.cells.map((cell) => {
        const problemId = labelToProblem.get(cell.label) ?? cell.label;
        const isSolved = cell.state === 'first' || cell.state === 'solved';
        const numPending = cell.state === 'pending' || cell.state === 'frozen' ? 1 : 0;
        if (contest.rules === 'icpc') {
          return { problem_id: problemId, num_judged: cell.tries + (isSolved ? 1 : 0), num_pending: numPending, solved: isSolved, ...(isSolved && cell.minute !== null ? { time: cell.minute } : {}) };
        }
        const score = cell.score ?? 0;
        return { problem_id: problemId, num_judged: cell.tries, num_pending: numPending, score, ...(score > 0 && cell.minute !== null ? { time: cell.minute } : {}) };
      }),
    })),
  };
  const languages = contest.languages.map((language) => CLICS_LANGUAGES[language]);
  const access = {
    capabilities: [] as string[],
    endpoints: [
      { type: 'contest', properties: Object.keys(contestObject) },
      { type: 'judgement-types', properties: ['id', 'name', 'penalty', 'solved'] },
      { type: 'languages', properties: ['id', 'name', 'entry_point_required', 'extensions'] },
      { type: 'problems', properties: ['id', 'label', 'name', 'ordinal', 'rgb', 'color', 'time_limit', 'test_data_count'] },
      { type: 'organizations', properties: ['id', 'name'] },
      { type: 'teams', properties: ['id', 'name', 'label', 'display_name', 'organization_id', 'group_ids', 'hidden'] },
      { type: 'state', properties: ['started', 'frozen', 'ended', 'thawed', 'finalized', 'end_of_updates'] },
      { type: 'submissions', properties: ['id', 'language_id', 'problem_id', 'team_id', 'time', 'contest_time', 'files'] },
      { type: 'judgements', properties: ['id', 'submission_id', 'judgement_type_id', 'score', 'start_time', 'start_contest_time', 'end_time', 'end_contest_time'] },
      { type: 'runs', properties: ['id', 'judgement_id', 'ordinal', 'judgement_type_id', 'time', 'contest_time', 'run_time'] },
      { type: 'clarifications', properties: ['id', 'from_team_id', 'to_team_id', 'reply_to_id', 'problem_id', 'text', 'time', 'contest_time'] },
      { type: 'scoreboard', properties: ['time', 'contest_time', 'state', 'rows'] },
      { type: 'event-feed', properties: ['type', 'id', 'data', 'token'] },
    ],
  };
  return {
    contest: contestObject,
    state,
    access,
    problems: problemObjects,
    teams,
    organizations: [] as { id: string; name: string }[],
    languages,
    judgementTypes: JUDGEMENT_TYPES.map((type) => ({ ...type })),
    submissions: submissionObjects,
    judgements,
    runs,
    clarifications: clarificationObjects,
    scoreboard,
  };
}
export type ClicsContest = Awaited<ReturnType<typeof loadClicsContest>>;

/**
 * The event feed as NDJSON lines: the contest's objects in the order a reader needs them
 * (contest, types, languages, problems, teams, state), then submissions, judgements, runs
 * and clarifications in time order. Each line's token is its position, so `since_token`
 * resumes after it.
 */
export function eventFeedLines(data: ClicsContest): string[] {
  const events: { type: string; id: string | null; data: unknown }[] = [
    { type: 'contest', id: data.contest.id, data: data.contest },
    ...data.judgementTypes.map((item) => ({ type: 'judgement-types', id: item.id, data: item })),
    ...data.languages.map((item) => ({ type: 'languages', id: item.id, data: item })),
    ...data.problems.map((item) => ({ type: 'problems', id: item.id, data: item })),
    ...data.teams.map((item) => ({ type: 'teams', id: item.id, data: item })),
    { type: 'state', id: null, data: data.state },
  ];
  const timed: { at: string; type: string; id: string; data: unknown }[] = [
    ...data.submissions.map((item) => ({ at: item.time, type: 'submissions', id: item.id, data: item })),
    ...data.judgements.map((item) => ({ at: item.end_time ?? item.start_time, type: 'judgements', id: item.id, data: item })),
    ...data.runs.map((item) => ({ at: item.time, type: 'runs', id: item.id, data: item })),
    ...data.clarifications.map((item) => ({ at: item.time, type: 'clarifications', id: item.id, data: item })),
  ];
  timed.sort((a, b) => a.at.localeCompare(b.at));
  for (const { type, id, data: item } of timed) events.push({ type, id, data: item });
  return events.map((event, index) => JSON.stringify({ ...event, token: String(index + 1) }));
}
