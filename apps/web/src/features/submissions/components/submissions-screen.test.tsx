import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionListItem } from '@codepath/contract/submissions';
import { mockApi } from '@/testing/mock-api';
import { renderPage, renderRoutes } from '@/testing/render-with-router';
import { SubmissionsScreen } from './submissions-screen';

const submission = (overrides: Partial<SubmissionListItem>): SubmissionListItem => ({
  id: 'a',
  submissionNumber: 2,
  problem: 'Two Sum',
  problemId: 'two-sum',
  difficulty: 'Easy',
  language: 'cpp',
  status: 'Accepted',
  runtime: 12,
  memory: 3400,
  submittedAt: '2026-01-02T10:00:00Z',
  code: 'int main() { return 0; }',
  output: '',
  ...overrides,
});

const list = [
  submission({ id: '00000000-0000-4000-8000-000000000002' }),
  submission({ id: '00000000-0000-4000-8000-000000000001', submissionNumber: 1, status: 'Wrong Answer', language: 'python', problem: 'Word Search', problemId: 'word-search', difficulty: 'Medium', output: 'Wrong answer on test 2' }),
];
const stats = { totalSubmissions: 2, recentSubmissions: 1, averageExecutionTime: 11.6, languageBreakdown: { cpp: 1, python: 3 } };

describe('My Submissions', () => {
  it('shows the heading, the stat cards and the numbered rows', async () => {
    mockApi({ 'GET /api/submissions': () => ({ body: list }), 'GET /api/submissions/stats/summary': () => ({ body: stats }) });
    renderPage(<SubmissionsScreen />);
    expect(screen.getByRole('heading', { name: 'My Submissions' })).toBeInTheDocument();
    expect(screen.getByText('Track your coding submissions and progress')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('submission-row');
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual(['2', '1']);
    expect(rows[0]).toHaveTextContent('C++');
    for (const column of ['#', 'Status', 'Problem', 'Difficulty', 'Language', 'Runtime', 'Memory', 'Submitted']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    await vi.waitFor(() => expect(screen.getByText('Top Language').nextSibling).toHaveTextContent('Python'));
    expect(screen.getByText('Total Submissions').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('This Week').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Avg. Runtime (ms)').nextSibling).toHaveTextContent('12');
  });

  it('searches and filters, and says when nothing is left', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/submissions': () => ({ body: list }), 'GET /api/submissions/stats/summary': () => ({ body: stats }) });
    renderPage(<SubmissionsScreen />);
    await screen.findAllByTestId('submission-row');
    await user.type(screen.getByPlaceholderText('Search submissions...'), 'word');
    expect(screen.getAllByTestId('submission-row')).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Accepted');
    expect(screen.getByText('No submissions found')).toBeInTheDocument();
  });

  it('opens the details with the code and each test result', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/submissions': () => ({ body: list }),
      'GET /api/submissions/stats/summary': () => ({ body: stats }),
      'GET /api/submissions/00000000-0000-4000-8000-000000000001': () => ({
        body: {
          ...list[1],
          isSuccessful: false,
          passedCount: 1,
          testCount: 2,
          score: 0,
          wrongAttempts: 1,
          executionMethod: 'sandbox',
          problemVersion: 1,
          tests: [
            { index: 1, isSample: true, verdict: 'Accepted', time: 4, memory: 3000 },
            { index: 2, isSample: false, verdict: 'Wrong Answer', time: 5, memory: 3100 },
          ],
          points: { points: 40, maxPoints: 100, groups: [{ name: 'group1', points: 40, maxPoints: 40, isPassed: true }, { name: 'group2', points: 0, maxPoints: 60, isPassed: false }] },
        },
      }),
    });
    renderPage(<SubmissionsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Submission 1 details' }));
    const dialog = screen.getByRole('dialog', { name: 'Word Search' });
    expect(within(dialog).getByText('Wrong answer on test 2')).toBeInTheDocument();
    expect(await within(dialog).findByText('Tests: 1/2 passed')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Wrong Answer').length).toBeGreaterThan(1);
    expect(within(dialog).getByText('1 (sample)')).toBeInTheDocument();
    // Hidden tests are numbered among themselves, as the output names them.
    expect(within(dialog).getByText('1 (hidden)')).toBeInTheDocument();
    // A scoring problem's points, by test group.
    expect(within(dialog).getByText('Partially accepted: 40/100')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Test groups' })).getAllByRole('listitem')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("links each problem name to its solve page, shows when relative to now, and '—' where nothing ran", async () => {
    const minutesAgo = new Date(Date.now() - 3 * 60_000 - 5_000).toISOString();
    const compileError = submission({ id: 'c', submissionNumber: 3, status: 'Compilation Error', runtime: 0, memory: 0, submittedAt: minutesAgo });
    mockApi({ 'GET /api/submissions': () => ({ body: [compileError, ...list] }), 'GET /api/submissions/stats/summary': () => ({ body: stats }) });
    renderPage(<SubmissionsScreen />);
    const [first, second] = await screen.findAllByTestId('submission-row');
    expect(within(first!).getByRole('link', { name: 'Two Sum' })).toHaveAttribute('href', '/app/problems/two-sum/solve');
    expect(within(first!).queryByText('0 ms')).not.toBeInTheDocument();
    expect(within(first!).queryByText('0 KB')).not.toBeInTheDocument();
    expect(within(first!).getAllByText('—')).toHaveLength(2);
    expect(within(second!).getByText('12 ms')).toBeInTheDocument();
    expect(within(second!).getByText('3.3 MB')).toBeInTheDocument(); // the app's one memory format, as on the solve page
    const submitted = within(first!).getByText('3 minutes ago');
    expect(submitted.tagName).toBe('TIME');
    expect(submitted).toHaveAttribute('dateTime', minutesAgo);
    expect(submitted.getAttribute('title')).toContain(String(new Date(minutesAgo).getFullYear()));
  });

  it('opens a past submission in the editor, asking before it replaces different code', async () => {
    const user = userEvent.setup();
    localStorage.setItem('code:word-search:python', 'print("my newer attempt")');
    const detail = { ...list[1], isSuccessful: false, passedCount: 0, testCount: 0, score: 0, wrongAttempts: 1, executionMethod: 'sandbox', problemVersion: 1, tests: [] };
    mockApi({
      'GET /api/submissions': () => ({ body: list }),
      'GET /api/submissions/stats/summary': () => ({ body: stats }),
      'GET /api/submissions/00000000-0000-4000-8000-000000000001': () => ({ body: detail }),
    });
    const { router } = renderRoutes(
      [
        { path: '/app/submissions', element: <SubmissionsScreen /> },
        { path: '/app/problems/:problemId/solve', element: <p>Solving</p> },
      ],
      '/app/submissions',
    );
    await user.click(await screen.findByRole('button', { name: 'Submission 1 details' }));
    await user.click(screen.getByRole('button', { name: 'Open in editor' }));
    expect(screen.getByRole('alertdialog', { name: 'Replace the code in the editor?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem('code:word-search:python')).toBe('print("my newer attempt")');
    expect(screen.getByRole('dialog', { name: 'Word Search' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open in editor' }));
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Solving')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/problems/word-search/solve');
    expect(localStorage.getItem('code:word-search:python')).toBe(list[1]!.code);
    expect(localStorage.getItem('code-language:word-search')).toBe('python');
  });

  it('opens a submission in the editor without asking when the editor holds nothing else', async () => {
    const user = userEvent.setup();
    localStorage.removeItem('code:two-sum:cpp');
    mockApi({ 'GET /api/submissions': () => ({ body: [list[0]] }), 'GET /api/submissions/stats/summary': () => ({ body: stats }) });
    renderRoutes(
      [
        { path: '/app/submissions', element: <SubmissionsScreen /> },
        { path: '/app/problems/:problemId/solve', element: <p>Solving</p> },
      ],
      '/app/submissions',
    );
    await user.click(await screen.findByRole('button', { name: 'Submission 2 details' }));
    await user.click(screen.getByRole('button', { name: 'Open in editor' }));
    expect(await screen.findByText('Solving')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('code:two-sum:cpp')).toBe('int main() { return 0; }');
  });

  it('invites a first submission when there is none', async () => {
    mockApi({
      'GET /api/submissions': () => ({ body: [] }),
      'GET /api/submissions/stats/summary': () => ({ body: { totalSubmissions: 0, recentSubmissions: 0, averageExecutionTime: 0, languageBreakdown: {} } }),
    });
    renderPage(<SubmissionsScreen />);
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
    expect(screen.getByText('Start solving problems to see your submissions here!')).toBeInTheDocument();
    expect(screen.getByText('Top Language').nextSibling).toHaveTextContent('None');
  });

  it('refetches on Refresh', async () => {
    const user = userEvent.setup();
    let answer = [list[1]];
    mockApi({ 'GET /api/submissions': () => ({ body: answer }), 'GET /api/submissions/stats/summary': () => ({ body: stats }) });
    renderPage(<SubmissionsScreen />);
    expect(await screen.findAllByTestId('submission-row')).toHaveLength(1);
    answer = list;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findAllByTestId('submission-row')).toHaveLength(2);
  });

  it("falls back to 'Failed to load submissions' when the server gives no text", async () => {
    mockApi({ 'GET /api/submissions': () => ({ status: 400, body: {} }), 'GET /api/submissions/stats/summary': () => ({ body: stats }) });
    renderPage(<SubmissionsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load submissions');
  });
});
