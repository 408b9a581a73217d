import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { DashboardAnswer } from '@codepath/contract/dashboard';
import { signIn } from '@/lib/auth-store';
import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-with-router';
import { DashboardScreen } from './dashboard-screen';

const week = [3, 0, 1, 0, 0, 2, 4].map((count, index) => ({
  day: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][index]!,
  date: `2026-01-0${index + 1}`,
  count,
  timeSpent: count * 20,
}));

const dashboard = (overrides: Partial<DashboardAnswer> = {}): DashboardAnswer => ({
  stats: { rank: 4, problemsSolved: 3, totalProblems: 40, successRate: 60, totalSubmissions: 5 },
  progressOverview: {
    currentStreak: 2,
    thisWeekTime: 200,
    totalActiveDays: 6,
    averageSessionTime: 45,
    difficultyRates: { easy: 20, medium: 10, hard: 0 },
    difficultyCounts: { easy: { solved: 2, total: 10 }, medium: { solved: 1, total: 10 }, hard: { solved: 0, total: 20 } },
    languageDistribution: { cpp: 3, python: 1 },
    weeklyActivity: week,
  },
  recommendedProblems: [
    { id: 'word-search', title: 'Word Search', difficulty: 'Medium', status: 'attempted', category: 'Backtracking' },
    { id: 'jump-game', title: 'Jump Game', difficulty: 'Medium', status: 'not-attempted', category: 'Greedy' },
  ],
  ...overrides,
});

const timeStats = { thisWeekTime: 125, activeDays: 7, averageTimePerProblem: 10, averageSessionTime: 60 };
const dashboardKey = `GET /api/dashboard?timeZone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;
const timeStatsKey = `GET /api/time/dashboard/stats?timeZone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;

describe('Dashboard', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("counts the streak, the week and the time stats in the browser's time zone", async () => {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolvedOptions.call(this), timeZone: 'America/Sao_Paulo' };
    });
    const { calls } = mockApi({
      'GET /api/dashboard?timeZone=America%2FSao_Paulo': () => ({ body: dashboard() }),
      'GET /api/time/dashboard/stats?timeZone=America%2FSao_Paulo': () => ({ body: timeStats }),
    });
    renderPage(<DashboardScreen />);
    expect(await screen.findByTestId('rank')).toHaveTextContent('#4');
    expect(calls.map((call) => call.key)).toEqual(
      expect.arrayContaining(['GET /api/dashboard?timeZone=America%2FSao_Paulo', 'GET /api/time/dashboard/stats?timeZone=America%2FSao_Paulo']),
    );
  });

  it('greets the user and shows standing, progress, recommendations and time tiles', async () => {
    signIn('token', { id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' });
    mockApi({ [dashboardKey]: () => ({ body: dashboard() }), [timeStatsKey]: () => ({ body: timeStats }) });
    renderPage(<DashboardScreen />);
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
    expect(await screen.findByTestId('rank')).toHaveTextContent('#4');
    expect(screen.getByTestId('solved')).toHaveTextContent('3/40');
    expect(screen.getByTestId('success-rate')).toHaveTextContent('60%');
    expect(screen.getByText('5 total submissions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Score Board' })).toHaveAttribute('href', '/app/scoreboard');
    expect(screen.getByRole('link', { name: 'View solved problems' })).toHaveAttribute('href', '/app/problems?status=solved');
    expect(screen.getByTestId('streak')).toHaveTextContent('2');
    expect(await screen.findByText('2h 5m')).toBeInTheDocument();
    expect(screen.getAllByTestId('heat-cell').map((cell) => cell.dataset.level)).toEqual(['3', '0', '1', '0', '0', '2', '4']);
    expect(screen.getByRole('img', { name: '4 activities on Sun, 1h 20m' })).toBeInTheDocument();
    expect(screen.getByText('10 activities this week')).toBeInTheDocument();
    expect(screen.getByText('3h 20m total')).toBeInTheDocument();
    expect(screen.getByTestId('bar-easy')).toHaveStyle({ width: '100%' });
    expect(screen.getByTestId('bar-medium')).toHaveStyle({ width: '50%' });
    // The counts behind each rate, counted as everywhere else, and what a full bar stands for.
    expect(screen.getByTestId('difficulty-easy')).toHaveTextContent('Easy2/10 solved · 20%');
    expect(screen.getByTestId('difficulty-scale')).toHaveTextContent('the bars are scaled to your best, 20%, not to 100%');
    expect(screen.getByText('C++').nextSibling).toHaveTextContent('75%');
    const [first] = screen.getAllByTestId('recommendation');
    const action = within(first!).getByRole('link');
    expect(action).toHaveTextContent('Continue');
    expect(action).toHaveAttribute('href', '/app/problems/word-search/solve');
    expect(action).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Active Days').previousSibling).toHaveTextContent('7');
    expect(screen.getByText('Avg Session').previousSibling).toHaveTextContent('1h');
  });

  it("says 'Welcome' on the account's first sign-in, with no streak yet", async () => {
    signIn('token', { id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' });
    const overview = { ...dashboard().progressOverview, currentStreak: 0 };
    mockApi({ [dashboardKey]: () => ({ body: dashboard({ isFirstLogin: true, progressOverview: overview }) }), [timeStatsKey]: () => ({ body: timeStats }) });
    renderPage(<DashboardScreen />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByTestId('streak')).toHaveTextContent('0');
  });

  it("shows a dash for rank 0 and 'Welcome!' without recommendations", async () => {
    mockApi({
      [dashboardKey]: () => ({ body: dashboard({ stats: { rank: 0, problemsSolved: 0, totalProblems: 40, successRate: 0, totalSubmissions: 0 }, recommendedProblems: [] }) }),
      [timeStatsKey]: () => ({ body: timeStats }),
    });
    renderPage(<DashboardScreen />);
    expect(await screen.findByTestId('rank')).toHaveTextContent('-');
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByText('Please visit our Problems page to start solving problems.')).toBeInTheDocument();
  });

  it('shows every language of the record with its own label and colour in the language usage', async () => {
    signIn('token', { id: 'u1', email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' });
    const body = dashboard();
    body.progressOverview.languageDistribution = { rust: 2, csharp: 1, typescript: 1 };
    mockApi({ [dashboardKey]: () => ({ body }), [timeStatsKey]: () => ({ body: timeStats }) });
    renderPage(<DashboardScreen />);
    expect((await screen.findByText('Rust')).nextSibling).toHaveTextContent('50%');
    expect(screen.getByText('C#').nextSibling).toHaveTextContent('25%');
    expect(screen.getByText('TypeScript').nextSibling).toHaveTextContent('25%');
    expect(screen.getByText('Rust').previousSibling).toHaveClass('bg-red-700');
    expect(screen.getByText('C#').previousSibling).toHaveClass('bg-violet-500');
  });

  it('refreshes the time stats every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ [dashboardKey]: () => ({ body: dashboard() }), [timeStatsKey]: () => ({ body: timeStats }) });
    renderPage(<DashboardScreen />);
    await screen.findByTestId('rank');
    const timeCalls = () => calls.filter((call) => call.key === timeStatsKey).length;
    expect(timeCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(timeCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(timeCalls()).toBe(2);
  });

  it("shows the server's error or 'Failed to load dashboard data'", async () => {
    mockApi({ [dashboardKey]: () => ({ status: 400, body: {} }), [timeStatsKey]: () => ({ body: timeStats }) });
    renderPage(<DashboardScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
  });
});
