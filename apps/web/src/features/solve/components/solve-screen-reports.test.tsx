import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeEventSource, installBrowserFakes } from '@/testing/browser-fakes';
import { mockSolveApi, openPage, score } from '@/testing/solve-screen-fixtures';

vi.mock('@/components/code-editor/code-editor', () => ({
  default: ({ value, onChange }: { value: string; onChange: (code: string) => void }) => (
    <textarea aria-label="Code editor" value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

describe('Solve page reports to the score board and the time stats', () => {
  beforeEach(() => installBrowserFakes({ isWide: true }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the run output even when recording the run fails', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockSolveApi({
      'POST /api/compiler/execute': () => ({
        body: { success: true, output: '0 1\n', error: '', executionTime: 12, memoryUsed: 900, executionMethod: 'sandbox', verdict: 'Accepted', isOutputTruncated: false },
      }),
      'POST /api/time/problem/run': () => ({ status: 500, body: { error: 'Database unavailable' } }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('tab', { name: 'Custom Input' }));
    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    expect(await screen.findByTestId('run-output')).toHaveTextContent('0 1');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to record the run', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('reports the final verdict to the score board and the time stats, then refetches the score', async () => {
    const user = userEvent.setup();
    const { calls } = mockSolveApi({
      'POST /api/submissions': () => ({ status: 201, body: { id: 'sub-3', status: 'Queued', isSuccessful: false } }),
      'POST /api/scores/submission/two-sum': () => ({ body: { score: 100, wrongAttempts: 0, passed: true } }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(calls.map((call) => call.key)).not.toContain('POST /api/scores/submission/two-sum');
    const scoreFetchesBefore = calls.filter((call) => call.key === 'GET /api/scores/problem/two-sum').length;
    act(() => FakeEventSource.instances[0]!.emit('final', { verdict: 'Accepted', isSuccessful: true, passedCount: 3, testCount: 3, score: 100, wrongAttempts: 0 }));
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/scores/problem/two-sum').length).toBe(scoreFetchesBefore + 1));
    const keys = calls.map((call) => call.key);
    expect(calls.find((call) => call.key === 'POST /api/scores/submission/two-sum')?.body).toEqual({
      passed: true,
      language: 'python',
      submissionId: 'sub-3',
      timeSpent: 10,
    });
    expect(calls.find((call) => call.key === 'POST /api/time/problem/submit')?.body).toEqual({ problemId: 'two-sum', isCorrect: true });
    expect(keys.lastIndexOf('GET /api/scores/problem/two-sum')).toBeGreaterThan(keys.indexOf('POST /api/scores/submission/two-sum'));
    expect(keys.lastIndexOf('GET /api/scores/problem/two-sum')).toBeGreaterThan(keys.indexOf('POST /api/time/problem/submit'));
  });

  it('keeps the verdict and refetches the score when the verdict reports fail', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let scoreAnswer = score();
    mockSolveApi({
      'GET /api/scores/problem/two-sum': () => ({ body: scoreAnswer }),
      'POST /api/submissions': () => ({ status: 201, body: { id: 'sub-4', status: 'Queued', isSuccessful: false } }),
      'POST /api/scores/submission/two-sum': () => ({ status: 500, body: { error: 'Database unavailable' } }),
      'POST /api/time/problem/submit': () => ({ status: 500, body: { error: 'Database unavailable' } }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    scoreAnswer = score({ passed: true, status: 'solved', finalScore: 100 });
    act(() => FakeEventSource.instances[0]!.emit('final', { verdict: 'Accepted', isSuccessful: true, passedCount: 3, testCount: 3, score: 100, wrongAttempts: 0 }));
    expect(screen.getByTestId('verdict')).toHaveTextContent('Accepted');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to record the submission score', expect.anything()));
    expect(warn).toHaveBeenCalledWith('Failed to record the submission time', expect.anything());
    expect(screen.getByTestId('verdict')).toHaveTextContent('Accepted');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    warn.mockRestore();
  });
});
