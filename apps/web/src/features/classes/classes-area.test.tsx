import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProgressMatrix as Matrix } from '@codepath/contract/classes';
import { signIn } from '@/lib/auth-store';
import { makeToken } from '@/testing/make-token';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-with-router';
import { MarkedSource } from './components/marked-source';
import { ProgressMatrix } from './components/progress-matrix';

beforeEach(() => signIn(makeToken(), { id: 't1', email: 'tess@example.com', firstname: 'Tess', lastname: 'Teacher' }));
afterEach(() => vi.unstubAllGlobals());

const matrix: Matrix = {
  assignment: {
    id: 'a1',
    classId: 'c1',
    className: 'Algorithms 1',
    title: 'Week 1',
    opensAt: '2026-01-01T09:00:00.000Z',
    dueAt: '2026-01-02T09:00:00.000Z',
    lateUntil: null,
    latePenaltyPercent: 0,
    problems: [
      { slug: 'two-sum', title: 'Two Sum', difficulty: 'Easy' },
      { slug: 'house-robber', title: 'House Robber', difficulty: 'Medium' },
    ],
    myDueAt: null,
    mySolved: null,
    myScore: null,
    myCells: null,
  },
  rows: [
    {
      userId: 'u1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      studentId: 'S-1001',
      dueAt: '2026-01-02T09:00:00.000Z',
      hasExtension: false,
      score: 68,
      cells: [
        { problemSlug: 'two-sum', status: 'solved', points: 95, attempts: 2, lastSubmittedAt: '2026-01-01T10:00:00.000Z', isLate: false },
        { problemSlug: 'house-robber', status: 'late', points: 40, attempts: 1, lastSubmittedAt: '2026-01-03T10:00:00.000Z', isLate: true },
      ],
    },
  ],
};

describe('the classes area', () => {
  it('shows each learner and problem with status, points, attempts and late marks, and a cell opens the learner’s code', async () => {
    mockApi({
      'GET /api/classes/c1/assignments/a1/learners/u1/submissions?problem=house-robber': () => ({
        body: { name: 'Ada Lovelace', submissions: [{ id: 's1', problemSlug: 'house-robber', language: 'python', status: 'Accepted', score: 80, submittedAt: '2026-01-03T10:00:00.000Z', isLate: true, code: 'print(42)' }] },
      }),
    });
    renderRoutes([{ path: '*', element: <ProgressMatrix matrix={matrix} canExtend /> }], '/');
    const row = screen.getByTestId('progress-row');
    expect(within(row).getByText('S-1001')).toBeInTheDocument();
    expect(within(row).getByText('Solved')).toBeInTheDocument();
    expect(within(row).getByText('95 pts · 2 attempts')).toBeInTheDocument();
    expect(within(row).getByText('Late')).toBeInTheDocument();
    expect(within(row).getByText(/· late$/)).toBeInTheDocument();
    expect(within(row).getByText('68')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace, House Robber: late' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace · House Robber' });
    expect(await within(dialog).findByText('print(42)')).toBeInTheDocument();
    expect(within(dialog).getByText('late')).toBeInTheDocument();
  });

  it('gives one learner their own deadline, or takes it back', async () => {
    const { calls } = mockApi({ 'PUT /api/classes/c1/assignments/a1/extensions': () => ({ body: { ok: true } }) });
    renderRoutes([{ path: '*', element: <ProgressMatrix matrix={matrix} canExtend /> }], '/');
    await userEvent.click(screen.getByRole('button', { name: 'Extension' }));
    let dialog = await screen.findByRole('dialog', { name: 'Extension for Ada Lovelace' });
    const field = within(dialog).getByLabelText('Their deadline');
    await userEvent.clear(field);
    await userEvent.type(field, '2026-01-05T18:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.at(-1)).toMatchObject({ key: 'PUT /api/classes/c1/assignments/a1/extensions', body: { userId: 'u1', dueAt: new Date('2026-01-05T18:30').toISOString() } });

    await userEvent.click(screen.getByRole('button', { name: 'Extension' }));
    dialog = await screen.findByRole('dialog', { name: 'Extension for Ada Lovelace' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove extension' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.at(-1)).toMatchObject({ key: 'PUT /api/classes/c1/assignments/a1/extensions', body: { userId: 'u1', dueAt: null } });
  });

  it('shows an assistant the matrix without the extension button', () => {
    renderRoutes([{ path: '*', element: <ProgressMatrix matrix={matrix} canExtend={false} /> }], '/');
    expect(screen.getByTestId('progress-row')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extension' })).not.toBeInTheDocument();
  });

  it('marks each shared fragment in the source, in the same colour on both sides', () => {
    const code = 'a = 1\nb = 2\nprint(a + b)\n';
    render(<MarkedSource title="Ada" code={code} spans={[{ startRow: 1, startCol: 0, endRow: 2, endCol: 5 }]} />);
    const marks = screen.getByTestId('marked-source').querySelectorAll('mark');
    expect([...marks].map((mark) => [mark.textContent, mark.dataset.fragment])).toEqual([
      ['b = 2', '0'],
      ['print', '0'],
    ]);
  });
});
