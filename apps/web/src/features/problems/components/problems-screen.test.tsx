import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProblemListItem } from '@codepath/contract/problems';
import { mockApi } from '@/testing/mock-api';
import { renderPage, renderRoutes } from '@/testing/render-with-router';
import { ProblemsScreen } from './problems-screen';

const item = (id: string, title: string, difficulty: ProblemListItem['difficulty'], category: string, status: ProblemListItem['status']) =>
  ({ id, _id: id, title, difficulty, category, status }) satisfies ProblemListItem;

const catalogue = [
  item('two-sum', 'Two Sum', 'Easy', 'Arrays', 'solved'),
  item('word-search', 'Word Search', 'Medium', 'Backtracking', 'attempted'),
  item('climbing-stairs', 'Climbing Stairs', 'Easy', 'Dynamic Programming', 'submitted'),
  item('median', 'Median of Two Sorted Arrays', 'Hard', 'Binary Search', 'not-attempted'),
];

const rowTitles = () => screen.getAllByTestId('problem-row').map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('Problems list', () => {
  it('shows the heading, the summary and the rows sorted by title', async () => {
    mockApi({ 'GET /api/problems': () => ({ body: catalogue }) });
    renderPage(<ProblemsScreen />);
    expect(screen.getByRole('heading', { name: 'Problems' })).toBeInTheDocument();
    expect(screen.getByText('Practice coding problems and improve your skills')).toBeInTheDocument();
    expect(await screen.findAllByTestId('problem-row')).toHaveLength(4);
    expect(rowTitles()).toEqual(['Climbing Stairs', 'Median of Two Sorted Arrays', 'Two Sum', 'Word Search']);
    expect(screen.getByText('Total Problems').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('Solved', { selector: 'p' }).nextSibling).toHaveTextContent('1/4');
    expect(screen.getByText('Success Rate').nextSibling).toHaveTextContent('25%');
    expect(screen.getByText('Success Rate').nextSibling?.nextSibling).toHaveTextContent('of all problems solved');
    expect(screen.getByText('Remaining').nextSibling).toHaveTextContent('3');
    expect(screen.getByRole('progressbar', { name: 'Easy solved' })).toHaveAttribute('aria-valuenow', '1');
  });

  it('labels each action by status and opens the solve page in a new tab', async () => {
    mockApi({ 'GET /api/problems': () => ({ body: catalogue }) });
    renderPage(<ProblemsScreen />);
    const rows = await screen.findAllByTestId('problem-row');
    const actions = rows.map((row) => within(row).getAllByRole('link')[1]);
    expect(actions.map((action) => action?.textContent)).toEqual(['Review', 'Solve', 'Solved', 'Continue']);
    expect(actions[0]).toHaveAttribute('href', '/app/problems/climbing-stairs/solve');
    expect(actions[0]).toHaveAttribute('target', '_blank');
  });

  it('sorts by a column and toggles the direction', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/problems': () => ({ body: catalogue }) });
    renderPage(<ProblemsScreen />);
    await screen.findAllByTestId('problem-row');
    await user.click(screen.getByRole('button', { name: 'Difficulty' }));
    expect(rowTitles()).toEqual(['Climbing Stairs', 'Two Sum', 'Word Search', 'Median of Two Sorted Arrays']);
    await user.click(screen.getByRole('button', { name: 'Difficulty' }));
    expect(rowTitles()[0]).toBe('Median of Two Sorted Arrays');
    await user.click(screen.getByRole('button', { name: 'Status' }));
    expect(rowTitles()).toEqual(['Two Sum', 'Climbing Stairs', 'Word Search', 'Median of Two Sorted Arrays']);
  });

  it('filters and says so when nothing matches', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/problems': () => ({ body: catalogue }) });
    renderPage(<ProblemsScreen />);
    await screen.findAllByTestId('problem-row');
    await user.type(screen.getByRole('searchbox'), 'dynamic');
    expect(rowTitles()).toEqual(['Climbing Stairs']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Hard');
    expect(screen.getByText('No problems found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria.')).toBeInTheDocument();
    // One press brings the whole list back.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('all');
    expect(rowTitles().length).toBeGreaterThan(1);
  });

  it('applies ?status= from the dashboard link', async () => {
    mockApi({ 'GET /api/problems': () => ({ body: catalogue }) });
    renderRoutes([{ path: '/app/problems', element: <ProblemsScreen /> }], '/app/problems?status=solved');
    expect(await screen.findAllByTestId('problem-row')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('solved');
  });

  it('keeps search, filters and sort in the URL, so Back to the list restores them', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/problems': () => ({ body: catalogue }) });
    const { router } = renderRoutes(
      [
        { path: '/app', element: <p>Dashboard</p> },
        { path: '/app/problems', element: <ProblemsScreen /> },
      ],
      '/app',
    );
    await router.navigate('/app/problems');
    await screen.findAllByTestId('problem-row');
    await user.type(screen.getByRole('searchbox'), 'a');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Easy');
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(router.state.location.search).toBe('?q=a&difficulty=Easy&sort=title&dir=desc');
    expect(screen.getByRole('status')).toHaveTextContent('2 problems');

    // Typing replaced the entry: one Back leaves the list.
    await router.navigate(-1);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    await router.navigate(1);
    expect(await screen.findAllByTestId('problem-row')).toHaveLength(2);
    expect(rowTitles()).toEqual(['Two Sum', 'Climbing Stairs']);
    expect(screen.getByRole('searchbox')).toHaveValue('a');
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('Easy');
  });

  it('ignores unknown values in the URL', async () => {
    mockApi({ 'GET /api/problems': () => ({ body: catalogue }) });
    renderRoutes([{ path: '/app/problems', element: <ProblemsScreen /> }], '/app/problems?difficulty=Impossible&sort=rank&dir=up');
    expect(await screen.findAllByTestId('problem-row')).toHaveLength(4);
    expect(rowTitles()[0]).toBe('Climbing Stairs');
    expect(screen.getByRole('status')).toHaveTextContent('4 problems');
  });

  it('picks a random problem the learner has not solved among the shown ones', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/problems': () => ({ body: catalogue }) });
    const { router } = renderRoutes(
      [
        { path: '/app/problems', element: <ProblemsScreen /> },
        { path: '/app/problems/:problemId/solve', element: <p>Solving</p> },
      ],
      '/app/problems?difficulty=Easy',
    );
    await screen.findAllByTestId('problem-row');
    await user.click(screen.getByRole('button', { name: 'Pick a random unsolved one' }));
    expect(await screen.findByText('Solving')).toBeInTheDocument();
    // Two Sum is solved, so Climbing Stairs is the only Easy one left.
    expect(router.state.location.pathname).toBe('/app/problems/climbing-stairs/solve');
  });

  it('cannot pick a random one when every shown problem is solved', async () => {
    mockApi({ 'GET /api/problems': () => ({ body: catalogue }) });
    renderRoutes([{ path: '/app/problems', element: <ProblemsScreen /> }], '/app/problems?status=solved');
    await screen.findAllByTestId('problem-row');
    expect(screen.getByRole('status')).toHaveTextContent('1 problem');
    expect(screen.getByRole('button', { name: 'Pick a random unsolved one' })).toBeDisabled();
  });

  it('shows the empty catalogue state', async () => {
    mockApi({ 'GET /api/problems': () => ({ body: [] }) });
    renderPage(<ProblemsScreen />);
    expect(await screen.findByText('No problems available')).toBeInTheDocument();
    expect(screen.getByText('Problems will appear here once they are added to the system.')).toBeInTheDocument();
  });

  it("shows the server's error in a banner and empties the list", async () => {
    mockApi({ 'GET /api/problems': () => ({ status: 500, body: { error: 'Catalogue unavailable' } }) });
    renderPage(<ProblemsScreen />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Catalogue unavailable');
    expect(screen.getByText('No problems available')).toBeInTheDocument();
  });

  it("falls back to 'Failed to load problems' when the server gives no text", async () => {
    mockApi({ 'GET /api/problems': () => ({ status: 400, body: {} }) });
    renderPage(<ProblemsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load problems');
  });
});
