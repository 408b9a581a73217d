import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBrowserFakes } from '@/testing/browser-fakes';
import { casesAnswer, mockSolveApi, openPage } from '@/testing/solve-screen-fixtures';

vi.mock('@/components/code-editor/code-editor', () => ({
  default: ({ value, onChange }: { value: string; onChange: (code: string) => void }) => (
    <textarea aria-label="Code editor" value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const executed = {
  body: { success: true, output: '0\n', error: '', executionTime: 12, memoryUsed: 900, executionMethod: 'sandbox', verdict: 'Accepted', isOutputTruncated: false },
};

const panel = () => within(screen.getByTestId('testcase-panel'));

/** Focus, then keys: in jsdom a click inside the resizable panels does not move the focus (the browser test clicks). */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  field.focus();
  await user.keyboard(text);
}

describe('Testcase panel', () => {
  beforeEach(() => installBrowserFakes({ isWide: true }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows a tab per sample with its input and expected output, and keeps the learner's cases across a reload", async () => {
    const user = userEvent.setup();
    mockSolveApi();
    const first = openPage();
    await screen.findByDisplayValue('print("starter")');
    expect(panel().getByRole('tab', { name: 'Sample 1' })).toHaveAttribute('aria-selected', 'true');
    const sample = panel().getByRole('tabpanel');
    expect(within(sample).getByText('Input', { exact: true }).nextSibling).toHaveTextContent('4 2 7 11 15 9');
    expect(within(sample).getByText('Expected output').nextSibling).toHaveTextContent('0 1');
    expect(within(sample).queryByRole('button', { name: 'Remove case' })).not.toBeInTheDocument();

    await user.click(panel().getByRole('button', { name: 'Add case' }));
    expect(panel().getByRole('tab', { name: 'Case 1' })).toHaveAttribute('aria-selected', 'true');
    const input = panel().getByLabelText('Case input');
    expect(input).toHaveValue('4\n2 7 11 15\n9\n');
    await user.clear(input);
    await typeInto(user, input, '2{Enter}3 3{Enter}6');
    await typeInto(user, panel().getByLabelText('Expected output (optional)'), '0 1');

    first.unmount();
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(panel().getByRole('tab', { name: 'Case 1' }));
    expect(panel().getByLabelText('Case input')).toHaveValue('2\n3 3\n6');
    expect(panel().getByLabelText('Expected output (optional)')).toHaveValue('0 1');
    await user.click(panel().getByRole('button', { name: 'Remove case' }));
    expect(panel().queryByRole('tab', { name: 'Case 1' })).not.toBeInTheDocument();
    expect(localStorage.getItem('testcases:two-sum')).toBeNull();
  });

  it('allows at most 8 cases of the learner', async () => {
    const user = userEvent.setup();
    mockSolveApi();
    openPage();
    await screen.findByDisplayValue('print("starter")');
    for (let i = 0; i < 8; i += 1) await user.click(panel().getByRole('button', { name: 'Add case' }));
    expect(panel().getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sample 1', ...Array.from({ length: 8 }, (_, i) => `Case ${i + 1}`)]);
    expect(panel().getByRole('button', { name: 'Add case' })).toBeDisabled();
  });

  it('judges every case in one call and marks each passed or failed, never "Accepted"', async () => {
    const user = userEvent.setup();
    const { calls } = mockSolveApi({
      'POST /api/compiler/execute': () => executed,
      'POST /api/compiler/run-cases': () => ({
        body: casesAnswer([
          { status: 'Wrong Answer', output: '0\n', message: 'Token 1: expected "0", got "1".', stderr: 'debug line\n', timeMs: 24 },
          { status: 'Finished', output: '5\n', timeMs: 3 },
        ]),
      }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(panel().getByRole('button', { name: 'Add case' }));
    await user.clear(panel().getByLabelText('Case input'));
    await typeInto(user, panel().getByLabelText('Case input'), '1 4');
    await user.click(screen.getByRole('button', { name: 'Run Code' }));

    expect(await panel().findByTestId('cases-summary')).toHaveTextContent('0/1 cases passed');
    expect(calls.find((call) => call.key === 'POST /api/compiler/run-cases')?.body).toEqual({
      problemId: 'two-sum',
      language: 'python',
      code: 'print("starter")',
      cases: [{ input: '4\n2 7 11 15\n9\n', expectedOutput: '0 1\n' }, { input: '1 4' }],
    });
    expect(calls.filter((call) => call.key === 'POST /api/compiler/execute')).toHaveLength(1);
    // The first failing case comes forward by itself, whichever was selected.
    expect(panel().getByRole('tab', { name: 'Sample 1 failed' })).toHaveAttribute('aria-selected', 'true');
    expect(panel().getByTestId('case-outcome')).toHaveTextContent('Failed · Wrong Answer');
    expect(panel().getByText('· 24 ms CPU')).toBeInTheDocument();
    expect(panel().getByText('Token 1: expected "0", got "1".')).toBeInTheDocument();
    expect(panel().getByText('debug line')).toBeInTheDocument();
    // The case without an expected output shows its output alone.
    await user.click(panel().getByRole('tab', { name: 'Case 1' }));
    expect(panel().getByTestId('case-outcome')).toHaveTextContent('Output');
    expect(panel().getByTestId('case-output')).toHaveTextContent('5');
    // The console's run on its own input has no expected output either.
    await user.click(screen.getByRole('tab', { name: 'Custom Input' }));
    expect(screen.getByText(/Finished · Execution time: 12 ms/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Accepted/);
  });

  it('marks a passed sample and drops a result once its case is edited', async () => {
    const user = userEvent.setup();
    mockSolveApi({ 'POST /api/compiler/execute': () => executed, 'POST /api/compiler/run-cases': () => ({ body: casesAnswer([{}, { status: 'Wrong Answer', output: '7\n' }]) }) });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(panel().getByRole('button', { name: 'Add case' }));
    await typeInto(user, panel().getByLabelText('Expected output (optional)'), '8');
    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    expect(await panel().findByTestId('cases-summary')).toHaveTextContent('1/2 cases passed');
    expect(panel().getByRole('tab', { name: 'Sample 1 passed' })).toBeInTheDocument();
    expect(panel().getByTestId('case-outcome')).toHaveTextContent('Failed · Wrong Answer');
    await typeInto(user, panel().getByLabelText('Expected output (optional)'), '9');
    expect(panel().queryByTestId('case-outcome')).not.toBeInTheDocument();
    expect(panel().getByTestId('cases-summary')).toHaveTextContent('1/1 cases passed');
  });

  it('shows a compile error once, not per case', async () => {
    const user = userEvent.setup();
    mockSolveApi({
      'POST /api/compiler/execute': () => ({ body: { ...executed.body, success: false, output: '', error: 'main.c:1: error', verdict: 'Compilation Error' } }),
      'POST /api/compiler/run-cases': () => ({ body: { isCompiled: false, compileOutput: "main.c:1: error: expected ')'", cases: [], executionMethod: 'sandbox' } }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    const error = await panel().findByTestId('cases-compile-error');
    expect(within(error).getByText('Compilation Error')).toBeInTheDocument();
    expect(within(error).getByText("main.c:1: error: expected ')'")).toBeInTheDocument();
    expect(panel().queryByTestId('case-result')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of empty code on Run and of the untouched template on Submit", async () => {
    const user = userEvent.setup();
    const template = { status: 400, body: { error: 'Your code is empty. Write your solution before running it.', code: 'EMPTY_CODE' } };
    mockSolveApi({
      'POST /api/compiler/execute': () => template,
      'POST /api/compiler/run-cases': () => template,
      'POST /api/submissions': () => ({ status: 400, body: { error: 'Your code is still the starting template. Write your solution before submitting it.', code: 'EMPTY_CODE' } }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    expect(await panel().findByText('Your code is empty. Write your solution before running it.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Custom Input' }));
    expect(within(screen.getByRole('region', { name: 'Output' })).getByText('Your code is empty. Write your solution before running it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your code is still the starting template. Write your solution before submitting it.')).toBeInTheDocument();
  });
});
