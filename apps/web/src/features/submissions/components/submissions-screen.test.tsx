import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionListItem } from '@codepath/contract/submissions';
import { mockApi } from '@/testing/mock-api';
import { renderPage } from '@/testing/render-with-router';
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
  submission({ id: '00000000-0000-4000-8000-000000000001', submissionNumber: 1, status: 'Wrong Answer', language: 'python', problem: 'Word Search', difficulty: 'Medium', output: 'Wrong answer on test 2' }),
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
        },
      }),
    });
    renderPage(<SubmissionsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Word Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Word Search' });
    expect(within(dialog).getByText('Wrong answer on test 2')).toBeInTheDocument();
    expect(await within(dialog).findByText('Tests: 1/2 passed')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Wrong Answer').length).toBeGreaterThan(1);
    expect(within(dialog).getByText('1 (sample)')).toBeInTheDocument();
    // Hidden tests are numbered among themselves, as the output names them.
    expect(within(dialog).getByText('1 (hidden)')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
