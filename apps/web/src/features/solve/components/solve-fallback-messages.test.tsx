import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBrowserFakes } from '@/testing/browser-fakes';
import { mockSolveApi, openPage } from '@/testing/solve-screen-fixtures';

vi.mock('@/components/code-editor/code-editor', () => ({
  default: ({ value, onChange }: { value: string; onChange: (code: string) => void }) => (
    <textarea aria-label="Code editor" value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

// A refusal without a message of its own: the screen must fall back to the spec's text.
const refusedWithoutMessage = () => ({ status: 400, body: {} });

describe("Solve page: the spec's fallback messages when the server gives no text", () => {
  beforeEach(() => installBrowserFakes({ isWide: true }));
  afterEach(() => vi.unstubAllGlobals());

  it("offers the input box with its placeholder and says 'Failed to execute code' when the run call fails", async () => {
    const user = userEvent.setup();
    mockSolveApi({ 'POST /api/compiler/execute': refusedWithoutMessage });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('tab', { name: 'Custom Input' }));
    expect(screen.getByPlaceholderText('Enter input here...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    expect(await screen.findByText('Failed to execute code')).toBeInTheDocument();
  });

  it("says 'Execution failed' when a run reports failure without an error text", async () => {
    const user = userEvent.setup();
    mockSolveApi({
      'POST /api/compiler/execute': () => ({
        body: { success: false, output: '', error: '', executionTime: 3, memoryUsed: 900, executionMethod: 'sandbox', verdict: 'Runtime Error', isOutputTruncated: false },
      }),
    });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('tab', { name: 'Custom Input' }));
    await user.click(screen.getByRole('button', { name: 'Run Code' }));
    expect(await screen.findByText('Execution failed')).toBeInTheDocument();
  });

  it("says 'Failed to submit solution' when the submit call fails", async () => {
    const user = userEvent.setup();
    mockSolveApi({ 'POST /api/submissions': refusedWithoutMessage });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to submit solution')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("says 'Failed to load code template' when the template cannot be loaded", async () => {
    mockSolveApi({ 'GET /api/problems/two-sum/template/python': refusedWithoutMessage });
    openPage();
    expect(await screen.findByText('Failed to load code template')).toBeInTheDocument();
  });

  it("says 'Unable to Generate Hint' with 'Failed to get hint' when the hint call fails", async () => {
    const user = userEvent.setup();
    mockSolveApi({ 'POST /api/scores/hint/two-sum': refusedWithoutMessage, 'POST /api/ai/hint': refusedWithoutMessage });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'Get Hint' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Get Hint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hint' });
    expect(await within(dialog).findByText('Unable to Generate Hint')).toBeInTheDocument();
    expect(within(dialog).getByText('Failed to get hint')).toBeInTheDocument();
  });

  it("says 'Failed to view solution' when the solution cannot be shown", async () => {
    const user = userEvent.setup();
    mockSolveApi({ 'POST /api/scores/solution/two-sum': refusedWithoutMessage });
    openPage();
    await screen.findByDisplayValue('print("starter")');
    await user.click(screen.getByRole('button', { name: 'View Solution' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'View Solution' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solution' });
    expect(await within(dialog).findByText('Failed to view solution')).toBeInTheDocument();
  });
});
