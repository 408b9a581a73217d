import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installBrowserFakes } from '@/testing/browser-fakes';
import { mockSolveApi, openPage, score } from '@/testing/solve-screen-fixtures';

/** The editor stand-in shows the settings it was given, so the test sees what Monaco would get. */
vi.mock('@/components/code-editor/code-editor', () => ({
  default: (props: { value: string; onChange: (code: string) => void; fontSize: number; tabSize: number; isVimMode: boolean }) => (
    <textarea
      aria-label="Code editor"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      data-font-size={props.fontSize}
      data-tab-size={props.tabSize}
      data-vim={String(props.isVimMode)}
    />
  ),
}));

describe('Editor comfort on the solve page', () => {
  beforeEach(() => installBrowserFakes({ isWide: true }));
  afterEach(() => vi.unstubAllGlobals());

  it('starts at font size 14 and keeps the chosen font size, tab size and Vim bindings after a reload', async () => {
    const user = userEvent.setup();
    mockSolveApi();
    const first = openPage();
    const editor = await screen.findByDisplayValue('print("starter")');
    expect(editor).toHaveAttribute('data-font-size', '14');
    expect(editor).toHaveAttribute('data-tab-size', '4');
    expect(editor).toHaveAttribute('data-vim', 'false');

    await user.click(screen.getByRole('button', { name: 'Editor settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Editor Settings' });
    await user.selectOptions(within(dialog).getByLabelText('Font size'), '18');
    await user.selectOptions(within(dialog).getByLabelText('Tab size'), '2');
    await user.click(within(dialog).getByLabelText('Vim key bindings'));
    expect(dialog).toHaveTextContent('To leave the editor with the keyboard, press Escape then Tab. Ctrl+M switches the Tab key between indenting and moving focus.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('Code editor')).toHaveAttribute('data-font-size', '18');

    first.unmount();
    openPage();
    const reloaded = await screen.findByDisplayValue('print("starter")');
    expect(reloaded).toHaveAttribute('data-font-size', '18');
    expect(reloaded).toHaveAttribute('data-tab-size', '2');
    expect(reloaded).toHaveAttribute('data-vim', 'true');
  });

  it('asks before resetting to the template, keeps the code on Cancel and restores the template on Reset', async () => {
    const user = userEvent.setup();
    mockSolveApi();
    openPage();
    const editor = await screen.findByDisplayValue('print("starter")');
    await user.clear(editor);
    editor.focus();
    await user.type(editor, 'print(42)', { skipClick: true });

    await user.click(screen.getByRole('button', { name: 'Reset to template' }));
    let question = screen.getByRole('alertdialog', { name: 'Reset to template' });
    expect(question).toHaveTextContent("Replace your Python code with the problem's starter template? Your current code for Python will be lost.");
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Code editor')).toHaveValue('print(42)');

    await user.click(screen.getByRole('button', { name: 'Reset to template' }));
    question = screen.getByRole('alertdialog', { name: 'Reset to template' });
    await user.click(within(question).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByLabelText('Code editor')).toHaveValue('print("starter")'));
    expect(localStorage.getItem('code:two-sum:python')).toBe('print("starter")');
  });

  it('names the shortcuts of Run Code and Submit, and offers a skip link to the editor first', async () => {
    mockSolveApi();
    openPage();
    await screen.findByDisplayValue('print("starter")');
    const run = screen.getByRole('button', { name: 'Run Code' });
    expect(run).toHaveAttribute('title', 'Run Code (Ctrl+Enter)');
    expect(run).toHaveAttribute('aria-keyshortcuts', 'Control+Enter Meta+Enter');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveAttribute('title', 'Submit (Ctrl+Shift+Enter)');
    expect(submit).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+Enter Meta+Shift+Enter');

    const skip = screen.getByRole('link', { name: 'Skip to editor' });
    expect(skip).toHaveAttribute('href', '#solve-editor');
    expect(document.body.firstElementChild).toContainElement(skip);
    expect(screen.getByTestId('editor-keyboard-help')).toHaveTextContent('Esc then Tab leaves the editor · Ctrl+M: Tab moves focus (off)');
  });
});

describe('Skip to editor on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the code, which the description hides there', async () => {
    installBrowserFakes({ isWide: false });
    const user = userEvent.setup();
    mockSolveApi();
    openPage();
    await screen.findByRole('heading', { name: 'Two Sum' });
    expect(screen.queryByLabelText('Code editor')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Skip to editor' }));
    expect(await screen.findByDisplayValue('print("starter")')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('Score Tracker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sits in its own strip above the editor, not inside it, and keeps its folded state after a reload', async () => {
    installBrowserFakes({ isWide: true });
    const user = userEvent.setup();
    mockSolveApi({ 'GET /api/scores/problem/two-sum': () => ({ body: score({ clickedHint: true, finalScore: 70, wrongAttempts: 2 }) }) });
    const first = openPage();
    const editor = await screen.findByDisplayValue('print("starter")');
    const tracker = await screen.findByRole('region', { name: 'Score Tracker' });
    expect(tracker.contains(editor)).toBe(false);
    expect(tracker.compareDocumentPosition(editor) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(tracker).getByTestId('tracker-score')).toHaveTextContent('70/100');
    // Folded at first, so the editor and console get the room; one click shows the rest.
    expect(tracker).not.toHaveTextContent('Wrong tries');
    await user.click(within(tracker).getByRole('button', { name: 'Show details' }));
    expect(tracker).toHaveTextContent('Hint:Used (−30)');
    expect(tracker).toHaveTextContent('Wrong tries:2');

    await user.click(within(tracker).getByRole('button', { name: 'Hide details' }));
    expect(tracker).not.toHaveTextContent('Wrong tries');
    expect(within(tracker).getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');

    first.unmount();
    openPage();
    const reloaded = await screen.findByRole('region', { name: 'Score Tracker' });
    expect(within(reloaded).getByTestId('tracker-score')).toHaveTextContent('70/100');
    expect(reloaded).not.toHaveTextContent('Wrong tries');
    await user.click(within(reloaded).getByRole('button', { name: 'Show details' }));
    expect(reloaded).toHaveTextContent('Wrong tries:2');
  });

  it('starts folded on a phone until the learner unfolds it, then stays unfolded', async () => {
    installBrowserFakes({ isWide: false });
    const user = userEvent.setup();
    mockSolveApi();
    const first = openPage();
    await user.click(await screen.findByRole('button', { name: 'Code' }));
    const tracker = await screen.findByRole('region', { name: 'Score Tracker' });
    expect(tracker).not.toHaveTextContent('Wrong tries');
    await user.click(within(tracker).getByRole('button', { name: 'Show details' }));

    first.unmount();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Code' }));
    expect(await screen.findByRole('region', { name: 'Score Tracker' })).toHaveTextContent('Wrong tries:0');
  });
});
