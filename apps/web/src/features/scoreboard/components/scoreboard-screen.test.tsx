import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaderboardEntry, ScoreSummary } from '@codepath/contract/score-board';
import { Language } from '@codepath/contract/enums';
import { clearSession, signIn } from '@/lib/auth-store';
import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-with-router';
import { ScoreboardScreen } from './scoreboard-screen';

const row = (solved: number, attempted: number, avgScore: number) => ({ solved, attempted, avgScore });
const summary: ScoreSummary = {
  averageScore: 82.5,
  solvedProblems: 2,
  totalProblems: 40,
  hintsUsed: 1,
  solutionsViewed: 0,
  difficultyBreakdown: { Easy: { ...row(2, 3, 82.5), total: 23 }, Medium: { ...row(0, 1, 0), total: 17 }, Hard: { ...row(0, 0, 0), total: 15 } },
  languageBreakdown: { ...Object.fromEntries(Language.options.map((language) => [language, row(0, 0, 0)])), python: row(1, 1, 70), cpp: row(1, 2, 95) } as ScoreSummary['languageBreakdown'],
};

const entry = (rank: number, name: string): LeaderboardEntry => ({
  rank,
  user: { id: `u${rank}`, name },
  averageScore: 100 - rank,
  totalScore: 300 - rank,
  problemsSolved: 3,
  hintsUsed: 0,
  solutionsViewed: 0,
});

describe('Score Board', () => {
  it('shows My Performance with its cards and both breakdowns', async () => {
    mockApi({ 'GET /api/scores/summary': () => ({ body: summary }) });
    renderPage(<ScoreboardScreen />);
    expect(screen.getByRole('heading', { name: 'Score Board' })).toBeInTheDocument();
    expect(screen.getByText('Track your performance and compete with other developers')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Performance' })).toHaveAttribute('aria-selected', 'true');
    expect((await screen.findByText('Average Score')).nextSibling).toHaveTextContent('82.5/100');
    expect(screen.getByText('Problems Solved').nextSibling).toHaveTextContent('2/40');
    expect(screen.getByText('Hints Used').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Solutions Viewed').nextSibling).toHaveTextContent('0');
    const languages = screen.getByRole('heading', { name: 'Language Performance' }).parentElement!;
    expect(within(languages).getByText('C++').nextSibling).toHaveTextContent('1 solved · 2 attempted · avg 95');
    const difficulties = screen.getByRole('heading', { name: 'Difficulty Breakdown' }).parentElement!;
    // Solved counts out of the catalogue, as on the dashboard and the problem list; attempted apart.
    expect(within(difficulties).getByText('Easy').nextSibling).toHaveTextContent('2/23 solved · 3 attempted · avg 82.5');
    expect(within(difficulties).getByText('Medium').nextSibling).toHaveTextContent('0/17 solved · 1 attempted');
  });

  it('ranks the leaderboard with icons for the top three', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /api/scores/summary': () => ({ body: summary }),
      'GET /api/scores/leaderboard?limit=20': () => ({ body: [entry(1, 'Ada L.'), entry(2, 'Grace H.'), entry(3, 'Alan T.'), entry(4, 'Edsger D.')] }),
    });
    renderPage(<ScoreboardScreen />);
    await user.click(screen.getByRole('tab', { name: 'Global Leaderboard' }));
    expect(await screen.findByText('Top performers ranked by average score')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByRole('img', { name: 'First place' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Third place' })).toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('img')).not.toBeInTheDocument();
    for (const column of ['Rank', 'User', 'Avg Score', 'Total Score', 'Solved', 'Hints', 'Solutions']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(calls.map((call) => call.key)).toContain('GET /api/scores/leaderboard?limit=20');
  });

  it("marks the signed-in learner's own row", async () => {
    const user = userEvent.setup();
    signIn('token', { id: 'u2', email: 'grace@example.com', firstname: 'Grace', lastname: 'Hopper' });
    mockApi({
      'GET /api/scores/summary': () => ({ body: summary }),
      'GET /api/scores/leaderboard?limit=20': () => ({ body: [entry(1, 'Ada L.'), entry(2, 'Grace H.'), entry(3, 'Alan T.')] }),
    });
    renderPage(<ScoreboardScreen />);
    await user.click(screen.getByRole('tab', { name: 'Global Leaderboard' }));
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[1]!).getByText('You')).toBeInTheDocument();
    expect(rows.filter((row) => row.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getAllByText('You')).toHaveLength(1);
    clearSession();
  });

  it('shows the empty leaderboard', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/scores/summary': () => ({ body: summary }), 'GET /api/scores/leaderboard?limit=20': () => ({ body: [] }) });
    renderPage(<ScoreboardScreen />);
    await user.click(screen.getByRole('tab', { name: 'Global Leaderboard' }));
    expect(await screen.findByText('No scores yet')).toBeInTheDocument();
    expect(screen.getByText('Start solving problems to appear on the leaderboard!')).toBeInTheDocument();
  });

  it("falls back to 'Failed to load score data'", async () => {
    mockApi({ 'GET /api/scores/summary': () => ({ status: 400, body: {} }) });
    renderPage(<ScoreboardScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load score data');
  });
});
