import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeEventSource, installBrowserFakes } from '@/testing/browser-fakes';
import { mockSolveApi, openPage, score } from '@/testing/solve-screen-fixtures';

vi.mock('@/components/code-editor/code-editor', () => ({
  default: ({ value, onChange }: { value: string; onChange: (code: string) => void }) => (
    <textarea aria-label="Code editor" value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

describe('Solve page', () => {
  beforeEach(() => installBrowserFakes({ isWide: true }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loading text, then the description with its examples, constraints and follow-up', async () => {
    mockSolveApi();
    openPage();
    expect(screen.getByText('Loading problem...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Two Sum' })).toBeInTheDocument();
    expect(screen.getByText('Example: 2 7 -> 0 1').tagName).toBe('PRE');
    expect(screen.getByText('Constraints: n <= 10^4')).toBeInTheDocument();
    expect(screen.getByText('nums[0] + nums[1] = 9')).toBeInTheDocument();
    expect(screen.getByText('Can you do it in O(n)?')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Custom Input' }));
    expect(screen.getByLabelText('Input', { selector: 'textarea' })).toHaveValue('4\n2 7 11 15\n9\n');
    // The app is in its light theme here (no 'dark' class), so the editor starts light too.
    expect(screen.getByRole('combobox', { name: 'Editor theme' })).toHaveValue('light');
    expect(screen.getByText('Run your code to see the output here')).toBeInTheDocument();
    expect(screen.getByTestId('security-banner')).toHaveTextContent('The execution security status is shown after the first run.');
  });

  it("shows the server's error or 'Problem not found' with a way back", async () => {
    const user = userEvent.setup();
    mockSolveApi({ 'GET /api/problems/two-sum': () => ({ status: 404, body: { error: 'Problem not found' } }) });
    openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Problem not found');
    await user.click(screen.getByRole('link', { name: 'Back to Problems' }));
    expect(screen.getByText('Problems list')).toBeInTheDocument();
  });

  it('runs the code with the input and shows output, time and the isolation', async () => {
    const user = userEvent.setup();
    const { calls } = mockSolveApi({
      'POST /api/compiler/execute': () => ({
        body: { success: true, output: '0 1\n', error: '', executionTime: 12, memoryUsed: 900, executionMethod: 'sandbox', verdict: 'Accepted', isOutputTruncated: false },
      }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('tab', { name: 'Custom Input' }));
    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    expect(await screen.findByTestId('run-output')).toHaveTextContent('0 1');
    expect(screen.getByText(/Execution time: 12 ms/)).toBeInTheDocument();
    expect(screen.getByTestId('security-banner')).toHaveTextContent('High Security Mode (Sandbox Isolated)');
    expect(screen.getByTestId('status-bar')).toHaveTextContent('Python');
    expect(screen.getByTestId('status-bar')).toHaveTextContent('Sandbox Isolated');
    expect(calls.find((call) => call.key === 'POST /api/compiler/execute')?.body).toEqual({
      code: 'print("starter")',
      language: 'python',
      input: '4\n2 7 11 15\n9\n',
      problemId: 'two-sum',
    });
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('POST /api/time/problem/run'));
    const keys = calls.map((call) => call.key);
    expect(keys.indexOf('POST /api/time/problem/run')).toBeGreaterThan(keys.indexOf('POST /api/compiler/execute'));
    expect(calls.find((call) => call.key === 'POST /api/time/problem/run')?.body).toEqual({ problemId: 'two-sum' });
  });

  it('runs with Ctrl+Enter and submits with Ctrl+Shift+Enter from the input box', async () => {
    const user = userEvent.setup();
    const { calls } = mockSolveApi({
      'POST /api/compiler/execute': () => ({
        body: { success: true, output: '0 1\n', error: '', executionTime: 12, memoryUsed: 900, executionMethod: 'sandbox', verdict: 'Accepted', isOutputTruncated: false },
      }),
      'POST /api/submissions': () => ({ status: 201, body: { id: 'sub-2', status: 'Queued', isSuccessful: false } }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('tab', { name: 'Custom Input' }));
    screen.getByLabelText('Input', { selector: 'textarea' }).focus();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByTestId('run-output')).toHaveTextContent('0 1');
    await user.keyboard('{Control>}{Shift>}{Enter}{/Shift}{/Control}');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(calls.filter((call) => call.key === 'POST /api/compiler/execute')).toHaveLength(1);
  });

  it("says 'No output' and 'Native Execution Mode' for an empty native run", async () => {
    const user = userEvent.setup();
    mockSolveApi({
      'POST /api/compiler/execute': () => ({
        body: { success: true, output: '', error: '', executionTime: 3, memoryUsed: 900, executionMethod: 'native', verdict: 'Accepted', isOutputTruncated: false },
      }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('tab', { name: 'Custom Input' }));
    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    expect(await screen.findByText('No output')).toBeInTheDocument();
    expect(screen.getByTestId('security-banner')).toHaveTextContent('Native Execution Mode');
    expect(screen.getByTestId('status-bar')).toHaveTextContent('Native Execution');
  });

  it('keeps the code per language across a language switch and a reload, and refetches the score', async () => {
    const user = userEvent.setup();
    const { calls } = mockSolveApi();
    const first = openPage();
    const editor = await screen.findByDisplayValue('print("starter")');
    await user.clear(editor);
    // jsdom gives every element a zero-size box, so the resize handle's hit area covers the
    // editor and swallows the click that would focus it; focus it directly instead.
    editor.focus();
    await user.type(editor, 'print(42)', { skipClick: true });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'java');
    expect(await screen.findByDisplayValue('class Main {}')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'python');
    expect(screen.getByDisplayValue('print(42)')).toBeInTheDocument();
    expect(calls.filter((call) => call.key === 'GET /api/scores/problem/two-sum').length).toBeGreaterThanOrEqual(2);
    first.unmount();
    openPage();
    expect(await screen.findByDisplayValue('print(42)')).toBeInTheDocument();
  });

  it('asks before a hint, shows it, then offers it no more and shows the lower score', async () => {
    const user = userEvent.setup();
    const { calls } = mockSolveApi({
      'POST /api/scores/hint/two-sum': () => ({ body: score({ clickedHint: true, finalScore: 70 }) }),
      'POST /api/ai/hint': () => ({ body: { hint: 'Use a hash map.', isAIGenerated: false } }),
      'GET /api/ai/status': () => ({ body: { isAIEnabled: false, model: null } }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    expect(screen.getByTestId('tracker-score')).toHaveTextContent('100/100');
    await user.click(screen.getByRole('button', { name: 'Get Hint' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent("A hint costs 30 points of this problem's score (only once per problem).");
    // Before paying, the learner is told what kind of hint the points buy.
    expect(await within(question).findByTestId('confirm-note')).toHaveTextContent("AI hints are off on this site: you will get one of the problem's written hints (Manual Hint).");
    await user.click(within(question).getByRole('button', { name: 'Get Hint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hint' });
    expect(await within(dialog).findByText('Use a hash map.')).toBeInTheDocument();
    expect(within(dialog).getByText('Manual Hint')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Hint Used' })).toBeDisabled();
    expect(screen.getByTestId('tracker-score')).toHaveTextContent('70/100');
    expect(screen.getByTestId('tracker-score')).toHaveAttribute('data-band', 'blue');
    expect(calls.find((call) => call.key === 'POST /api/ai/hint')?.body).toEqual({ problemId: 'two-sum', code: 'print("starter")', language: 'python' });
  });

  async function openAiHint(hintAnswer: { hint: string; isAIGenerated: true; model?: string }, status?: { isAIEnabled: boolean; model: string | null }) {
    const user = userEvent.setup();
    const api = mockSolveApi({
      'POST /api/scores/hint/two-sum': () => ({ body: score({ clickedHint: true, finalScore: 70 }) }),
      'POST /api/ai/hint': () => ({ body: hintAnswer }),
      ...(status ? { 'GET /api/ai/status': () => ({ body: status }) } : {}),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Get Hint' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Get Hint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hint' });
    expect(await within(dialog).findByText('Think of complements.')).toBeInTheDocument();
    expect(within(dialog).getByText('AI Hint')).toBeInTheDocument();
    return { dialog, calls: api.calls };
  }

  it('says a GPT-3.5 Turbo hint is powered by a GPT-3.5 Turbo model', async () => {
    const { dialog, calls } = await openAiHint({ hint: 'Think of complements.', isAIGenerated: true, model: 'gpt-3.5-turbo' });
    expect(within(dialog).getByText('This hint is powered by a GPT-3.5 Turbo model.')).toBeInTheDocument();
    // Asked once, for the question before paying; the hint itself names its model.
    expect(calls.filter((call) => call.key === 'GET /api/ai/status').length).toBeLessThanOrEqual(1);
  });

  it("names the server's configured model when the hint does not name one", async () => {
    const { dialog } = await openAiHint({ hint: 'Think of complements.', isAIGenerated: true }, { isAIEnabled: true, model: 'llama3.1:8b' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await within(dialog).findByText('This hint is powered by the llama3.1:8b model.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/GPT-3\.5 Turbo/)).not.toBeInTheDocument();
  });

  it("shows 'Unable to Generate Hint' with the message and the fallback hint", async () => {
    const user = userEvent.setup();
    mockSolveApi({
      'POST /api/scores/hint/two-sum': () => ({ body: score({ clickedHint: true, finalScore: 70 }) }),
      'POST /api/ai/hint': () => ({ status: 502, body: { error: 'The hint service is unavailable', fallbackHint: 'Sort first.' } }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Get Hint' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Get Hint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hint' });
    expect(await within(dialog).findByText('Unable to Generate Hint')).toBeInTheDocument();
    expect(within(dialog).getByText('The hint service is unavailable')).toBeInTheDocument();
    expect(within(dialog).getByText('Sort first.')).toBeInTheDocument();
  });

  it('asks before showing the solution, then shows the editorial and the score of 0', async () => {
    const user = userEvent.setup();
    mockSolveApi({
      'POST /api/scores/solution/two-sum': () => ({ body: score({ clickedSolution: true, finalScore: 0 }) }),
      'GET /api/problems/two-sum/solution': () => ({ body: { solution: '## Approach\n\nUse a **hash map**.', problemTitle: 'Two Sum' } }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'View Solution' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'View Solution' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solution' });
    expect(await within(dialog).findByRole('heading', { name: 'Approach' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Solution Viewed' })).toBeDisabled();
    expect(screen.getByTestId('tracker-score')).toHaveAttribute('data-band', 'grey');
  });

  it('follows a submission live and explains a failed sample test from the final event alone', async () => {
    const user = userEvent.setup();
    const { calls } = mockSolveApi({
      'POST /api/submissions': () => ({ status: 201, body: { id: 'sub-5', status: 'Queued', isSuccessful: false } }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0]!;
    const scoreFetchesBefore = calls.filter((call) => call.key === 'GET /api/scores/problem/two-sum').length;
    act(() => stream.emit('test', { index: 1, isSample: true, verdict: 'Wrong Answer', time: 5, memory: 900 }));
    act(() =>
      stream.emit('final', {
        verdict: 'Wrong Answer', isSuccessful: false, passedCount: 0, testCount: 3, score: 0, wrongAttempts: 1, executionMethod: 'sandbox',
        output: 'Wrong answer on line 1', failedSample: { index: 1, input: '4\n2 7 11 15\n9\n', expectedOutput: '0 1\n', actualOutput: '3 4\n' },
      }),
    );
    const sample = screen.getByTestId('failed-sample');
    expect(sample).toHaveTextContent('Failed on sample test 1');
    expect(sample).toHaveTextContent('2 7 11 15');
    expect(sample).toHaveTextContent('0 1');
    expect(sample).toHaveTextContent('3 4');
    // Everything after the verdict has been asked for once the score is refetched.
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/scores/problem/two-sum').length).toBe(scoreFetchesBefore + 1));
    expect(calls.filter((call) => call.key.startsWith('GET /api/submissions'))).toEqual([]);
  });

  it('shows the compiler message of the final event without asking for the submission', async () => {
    const user = userEvent.setup();
    const { calls } = mockSolveApi({
      'POST /api/submissions': () => ({ status: 201, body: { id: 'sub-6', status: 'Queued', isSuccessful: false } }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const scoreFetchesBefore = calls.filter((call) => call.key === 'GET /api/scores/problem/two-sum').length;
    act(() =>
      FakeEventSource.instances[0]!.emit('final', {
        verdict: 'Compilation Error', isSuccessful: false, passedCount: 0, testCount: 3, score: 0, wrongAttempts: 1, executionMethod: 'sandbox',
        output: 'main.py:1: SyntaxError: invalid syntax', failedSample: null,
      }),
    );
    expect(screen.getByText('main.py:1: SyntaxError: invalid syntax')).toBeInTheDocument();
    expect(screen.queryByTestId('failed-sample')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/scores/problem/two-sum').length).toBe(scoreFetchesBefore + 1));
    expect(calls.filter((call) => call.key.startsWith('GET /api/submissions'))).toEqual([]);
  });

  it('asks for the submission when the final event carries no details (stored before it did)', async () => {
    const user = userEvent.setup();
    let scoreAnswer = score();
    mockSolveApi({
      'GET /api/scores/problem/two-sum': () => ({ body: scoreAnswer }),
      'POST /api/submissions': () => ({ status: 201, body: { id: 'sub-1', status: 'Queued', isSuccessful: false } }),
      'GET /api/submissions/sub-1': () => ({
        body: {
          id: 'sub-1', submissionNumber: 1, problem: 'Two Sum', problemId: 'two-sum', difficulty: 'Easy', language: 'python',
          status: 'Wrong Answer', runtime: 10, memory: 900, submittedAt: '2026-01-01T00:00:00Z', code: 'x', output: '',
          isSuccessful: false, passedCount: 1, testCount: 3, score: 0, wrongAttempts: 1, executionMethod: 'sandbox', problemVersion: 1,
          tests: [
            { index: 1, isSample: true, verdict: 'Accepted', time: 5, memory: 900 },
            { index: 2, isSample: true, verdict: 'Wrong Answer', time: 6, memory: 900, input: '2\n1 1\n2\n', expectedOutput: '0 1\n', actualOutput: '1 0\n' },
          ],
        },
      }),
    });
    localStorage.setItem('auth_token', 'token-1');
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toBe('/api/submissions/sub-1/events?token=token-1');
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Run Code' })).toBeDisabled();
    act(() => stream.emit('test', { index: 1, isSample: true, verdict: 'Accepted', time: 5, memory: 900 }));
    expect(screen.getByText('Sample 1: Accepted (5 ms)')).toBeInTheDocument();
    scoreAnswer = score({ wrongAttempts: 1, finalScore: 95, status: 'submitted' });
    expect(screen.getByText('The execution security status is shown after the first run.')).toBeInTheDocument();
    act(() =>
      stream.emit('final', { verdict: 'Wrong Answer', isSuccessful: false, passedCount: 1, testCount: 3, score: 0, wrongAttempts: 1, executionMethod: 'sandbox' }),
    );
    expect(screen.getByTestId('verdict')).toHaveTextContent('Wrong Answer');
    expect(screen.getByText('High Security Mode (Sandbox Isolated)')).toBeInTheDocument();
    expect(screen.getByText('Sandbox Isolated')).toBeInTheDocument();
    expect(screen.getByText('1/3 tests passed')).toBeInTheDocument();
    const sample = await screen.findByTestId('failed-sample');
    expect(sample).toHaveTextContent('Failed on sample test 2');
    expect(sample).toHaveTextContent('1 0');
    await waitFor(() => expect(screen.getByTestId('tracker-score')).toHaveTextContent('95/100'));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('names a failed hidden test by its number among the hidden tests, and shows nothing of its data', async () => {
    const user = userEvent.setup();
    const tests = Array.from({ length: 9 }, (_, i) => ({ index: i + 1, isSample: i < 2, verdict: i === 8 ? 'Wrong Answer' : 'Accepted', time: 5, memory: 900 }));
    const detailRequested = vi.fn(() => ({
      body: {
        id: 'sub-2', submissionNumber: 2, problem: 'Two Sum', problemId: 'two-sum', difficulty: 'Easy', language: 'python',
        status: 'Wrong Answer', runtime: 10, memory: 900, submittedAt: '2026-01-01T00:00:00Z', code: 'x', output: 'Wrong Answer on hidden test 7 of 15',
        isSuccessful: false, passedCount: 8, testCount: 17, score: 0, wrongAttempts: 1, executionMethod: 'sandbox', problemVersion: 1, tests,
      },
    }));
    mockSolveApi({
      'POST /api/submissions': () => ({ status: 201, body: { id: 'sub-2', status: 'Queued', isSuccessful: false } }),
      'GET /api/submissions/sub-2': detailRequested,
    });
    localStorage.setItem('auth_token', 'token-1');
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0]!;
    act(() => {
      for (const test of tests) stream.emit('test', test);
    });
    expect(screen.getByText('Sample 2: Accepted (5 ms)')).toBeInTheDocument();
    expect(screen.getByText('Hidden test 7: Wrong Answer (5 ms)')).toBeInTheDocument();
    act(() =>
      stream.emit('final', { verdict: 'Wrong Answer', isSuccessful: false, passedCount: 8, testCount: 17, score: 0, wrongAttempts: 1, executionMethod: 'sandbox' }),
    );
    expect(screen.getByTestId('failed-hidden-test')).toHaveTextContent('Wrong Answer on hidden test 7 of 15');
    // The stored output says the same; it is not shown twice, and no sample block appears.
    await waitFor(() => expect(detailRequested).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.getAllByText('Wrong Answer on hidden test 7 of 15')).toHaveLength(1);
    expect(screen.queryByTestId('failed-sample')).not.toBeInTheDocument();
  });

  it('hides and shows the console, the security banner and the full-screen view', async () => {
    const user = userEvent.setup();
    mockSolveApi();
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Hide Console' }));
    expect(screen.queryByTestId('testcase-panel')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Console' }));
    expect(screen.getByTestId('testcase-panel')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Security' }));
    expect(screen.queryByTestId('security-banner')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Full Screen' }));
    expect(screen.getByRole('button', { name: 'Exit Full Screen' })).toHaveAttribute('aria-pressed', 'true');
    // Escape leaves it, as in any full-screen view.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Full Screen' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles between description and code on a phone, with a Back button', async () => {
    installBrowserFakes({ isWide: false });
    const user = userEvent.setup();
    mockSolveApi();
    openPage();
    await screen.findByRole('heading', { name: 'Two Sum' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/app/problems');
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Code' }));
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Can you do it in O(n)?')).toBeInTheDocument();
  });
});
