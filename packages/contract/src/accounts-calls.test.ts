// The calls of the accounts, dashboard and settings screens (spec document 1, "The
// calls it makes"): each payload and answer the table names parses with its schema,
// and malformed ones are refused.
import { describe, expect, it } from 'vitest';
import {
  AuthAnswer,
  ChangePasswordBody,
  GithubCallbackBody,
  GoogleSignInBody,
  LoginBody,
  ProfileAnswer,
  ProfileUpdateAnswer,
  ProfileUpdateBody,
  RegisterBody,
} from './auth.ts';
import { DashboardAnswer } from './dashboard.ts';
import { ErrorBody } from './errors.ts';
import { ProblemListAnswer } from './problems.ts';
import { EmptyBody, SessionAnswer, SessionStartBody, TimeStatsAnswer } from './time.ts';

const user = {
  id: 'a1b2',
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  picture: null,
  isOAuthUser: false,
  authMethod: 'email',
  canEditEmail: true,
};
const authAnswer = { user, token: 'header.payload.signature' };
const timeStats = { thisWeekTime: 95, activeDays: 3, averageTimePerProblem: 12.5, averageSessionTime: 31 };
const weekDay = (date: string, day: string) => ({ day, date, count: 2, timeSpent: 40 });
const dashboard = {
  stats: { rank: 4, problemsSolved: 7, totalProblems: 30, successRate: 58, totalSubmissions: 12 },
  progressOverview: {
    currentStreak: 2,
    thisWeekTime: 95,
    totalActiveDays: 9,
    averageSessionTime: 31,
    difficultyRates: { easy: 50, medium: 20, hard: 0 },
    languageDistribution: { python: 8, cpp: 4 },
    weeklyActivity: [
      weekDay('2026-11-17', 'Tue'),
      weekDay('2026-11-18', 'Wed'),
      weekDay('2026-11-19', 'Thu'),
      weekDay('2026-11-20', 'Fri'),
      weekDay('2026-11-21', 'Sat'),
      weekDay('2026-11-22', 'Sun'),
      weekDay('2026-11-23', 'Mon'),
    ],
  },
  recommendedProblems: [{ id: 'two-sum', title: 'Two Sum', difficulty: 'Easy', status: 'attempted', category: 'Arrays' }],
  timeStats,
};

describe('POST /api/auth/register and /api/auth/login', () => {
  it('take email, password, firstname and lastname, and answer user and token', () => {
    const registered = RegisterBody.parse({ email: ' ada@example.com ', password: 'secret1', firstname: 'Ada', lastname: 'Lovelace' });
    expect(registered.email).toBe('ada@example.com');
    expect(LoginBody.parse({ email: 'ada@example.com', password: 'secret1' })).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(AuthAnswer.parse(authAnswer)).toEqual(authAnswer);
  });

  it('answer a conflict with error, conflictType, existingAuthMethod and authMethod', () => {
    const conflict = { error: 'Taken', code: 'EMAIL_ALREADY_EXISTS', conflictType: 'email_already_exists', existingAuthMethod: 'github', authMethod: 'email' };
    expect(ErrorBody.parse(conflict)).toEqual(conflict);
  });

  it('refuse a missing or blank field, a wrong type and an unknown auth method', () => {
    expect(RegisterBody.safeParse({ email: 'ada@example.com', password: 'secret1', firstname: 'Ada' }).success).toBe(false);
    expect(RegisterBody.safeParse({ email: '   ', password: 'secret1', firstname: 'Ada', lastname: 'L' }).success).toBe(false);
    expect(LoginBody.safeParse({ email: 'ada@example.com', password: 123456 }).success).toBe(false);
    expect(LoginBody.safeParse({ email: 'ada@example.com', password: '' }).success).toBe(false);
    expect(AuthAnswer.safeParse({ user: { ...user, authMethod: 'facebook' }, token: 't' }).success).toBe(false);
    expect(AuthAnswer.safeParse({ user }).success).toBe(false);
    expect(ErrorBody.safeParse({ error: 'Taken', conflictType: 'name_taken' }).success).toBe(false);
  });
});

describe('POST /api/auth/google and /api/auth/github/callback', () => {
  it('take the Google profile fields, or the GitHub code and redirectUri', () => {
    const google = { email: 'ada@example.com', given_name: 'Ada', family_name: 'Lovelace', picture: 'https://example.com/a.png', sub: '1234567890' };
    expect(GoogleSignInBody.parse(google)).toEqual(google);
    const github = { code: 'abc123', redirectUri: 'https://codepath.example/auth/github/callback' };
    expect(GithubCallbackBody.parse(github)).toEqual(github);
  });

  it('refuse a GitHub call without a code and fields of the wrong type', () => {
    expect(GithubCallbackBody.safeParse({ redirectUri: 'https://codepath.example/' }).success).toBe(false);
    expect(GithubCallbackBody.safeParse({ code: 42 }).success).toBe(false);
    expect(GoogleSignInBody.safeParse({ email: 'ada@example.com', sub: 1234567890 }).success).toBe(false);
  });
});

describe('the session calls', () => {
  it('start with sessionType login, which is also the default', () => {
    expect(SessionStartBody.parse({ sessionType: 'login' })).toEqual({ sessionType: 'login' });
    expect(SessionStartBody.parse({})).toEqual({ sessionType: 'login' });
    expect(SessionAnswer.parse({ ok: true, sessionId: 's1' })).toEqual({ ok: true, sessionId: 's1' });
  });

  it('send nothing on activity and end', () => {
    expect(EmptyBody.safeParse(undefined).success).toBe(true);
    expect(EmptyBody.safeParse({}).success).toBe(true);
  });

  it('refuse a payload on activity and end, and a sessionType that is not text', () => {
    expect(EmptyBody.safeParse({ sessionId: 's1' }).success).toBe(false);
    expect(SessionStartBody.safeParse({ sessionType: 7 }).success).toBe(false);
    expect(SessionAnswer.safeParse({ ok: false, sessionId: null }).success).toBe(false);
  });
});

describe('GET /api/dashboard, /api/time/dashboard/stats and /api/problems', () => {
  it('answer the dashboard, the time stats and the problem list', () => {
    expect(DashboardAnswer.parse(dashboard)).toEqual(dashboard);
    expect(TimeStatsAnswer.parse(timeStats)).toEqual(timeStats);
    const list = [{ id: 'two-sum', _id: 'two-sum', title: 'Two Sum', category: 'Arrays', difficulty: 'Easy', status: 'solved' }];
    expect(ProblemListAnswer.parse(list)).toEqual(list);
  });

  it('refuse a week that is not 7 days, more than 3 recommendations and missing stats', () => {
    const sixDays = { ...dashboard.progressOverview, weeklyActivity: dashboard.progressOverview.weeklyActivity.slice(1) };
    expect(DashboardAnswer.safeParse({ ...dashboard, progressOverview: sixDays }).success).toBe(false);
    const four = Array.from({ length: 4 }, () => dashboard.recommendedProblems[0]);
    expect(DashboardAnswer.safeParse({ ...dashboard, recommendedProblems: four }).success).toBe(false);
    expect(TimeStatsAnswer.safeParse({ thisWeekTime: 95, activeDays: 3 }).success).toBe(false);
    expect(TimeStatsAnswer.safeParse({ ...timeStats, activeDays: 2.5 }).success).toBe(false);
  });
});

describe('the settings calls', () => {
  it('load the profile with its update counts', () => {
    const profile = { user: { ...user, isFirstLogin: false }, profileUpdates: { count: 1, remaining: 2 } };
    expect(ProfileAnswer.parse(profile)).toEqual(profile);
  });

  it('update firstname, lastname and email, answering user, an optional token and remainingUpdates', () => {
    const body = { firstname: 'Ada', lastname: 'Byron', email: 'ada@example.com' };
    expect(ProfileUpdateBody.parse(body)).toEqual(body);
    const answer = { user, token: 'new.token.here', remainingUpdates: 2, message: 'Profile updated successfully' };
    expect(ProfileUpdateAnswer.parse(answer)).toEqual(answer);
    const { token: _token, ...withoutToken } = answer;
    expect(ProfileUpdateAnswer.parse(withoutToken)).toEqual(withoutToken);
  });

  it('change the password with currentPassword and newPassword; failures may carry errors and isOAuthRestriction', () => {
    const body = { currentPassword: 'old-secret', newPassword: 'N3w!secret' };
    expect(ChangePasswordBody.parse(body)).toEqual(body);
    const failure = { error: 'too short, no digit', code: 'WEAK_PASSWORD', errors: ['too short', 'no digit'], isOAuthRestriction: false };
    expect(ErrorBody.parse(failure)).toEqual(failure);
  });

  it('refuse fields of the wrong type and an answer without remainingUpdates', () => {
    expect(ProfileUpdateBody.safeParse({ firstname: 'Ada', lastname: 'Byron', email: 42 }).success).toBe(false);
    expect(ChangePasswordBody.safeParse({ currentPassword: 'old', newPassword: null }).success).toBe(false);
    expect(ProfileUpdateAnswer.safeParse({ user, message: 'Profile updated successfully' }).success).toBe(false);
    expect(ErrorBody.safeParse({ error: 'Weak', errors: 'too short' }).success).toBe(false);
    expect(ProfileAnswer.safeParse({ user, profileUpdates: { count: 1, remaining: 2 } }).success).toBe(false);
  });
});
