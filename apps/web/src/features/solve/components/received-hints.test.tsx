import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReceivedHint } from '@codepath/contract/hints';
import { installBrowserFakes } from '@/testing/browser-fakes';
import { mockSolveApi, openPage, score } from '@/testing/solve-screen-fixtures';

vi.mock('@/components/code-editor/code-editor', () => ({
  default: ({ value }: { value: string }) => <textarea aria-label="Code editor" value={value} readOnly />,
}));

const WRITTEN = ['Read the numbers into a list.', 'Remember every number you have seen.'];
const received = (number: number, hint: string, extra: Partial<ReceivedHint> = {}): ReceivedHint => ({
  number,
  hint,
  isAIGenerated: false,
  receivedAt: `2026-11-23T10:0${number}:00.000Z`,
  ...extra,
});

/** A server that hands out the written hints in order and keeps them, as the hints feature does. */
function hintServer(initial: ReceivedHint[] = []) {
  const kept = [...initial];
  return {
    kept,
    routes: {
      'GET /api/scores/problem/two-sum': () => ({ body: score({ clickedHint: kept.length > 0, finalScore: kept.length > 0 ? 70 : 100 }) }),
      'POST /api/scores/hint/two-sum': () => ({ body: score({ clickedHint: true, finalScore: 70 }) }),
      'POST /api/ai/hint': () => {
        const hint = WRITTEN[kept.length] ?? WRITTEN.at(-1)!;
        if (kept.length < WRITTEN.length) kept.push(received(kept.length + 1, hint));
        return { body: { hint, isAIGenerated: false } };
      },
      'GET /api/ai/hints/two-sum': () => ({ body: { hints: kept, hasMoreHints: kept.length < WRITTEN.length } }),
    },
  };
}

describe('My Hints on the solve page', () => {
  beforeEach(() => installBrowserFakes({ isWide: true }));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a paid hint readable after its dialog is closed, and unlocks the next one without a second penalty', async () => {
    const user = userEvent.setup();
    const server = hintServer();
    const { calls } = mockSolveApi(server.routes);
    openPage();
    await screen.findByDisplayValue('print("starter")');
    expect(screen.queryByRole('button', { name: /My Hints/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get Hint' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Get Hint' }));
    const fresh = await screen.findByRole('dialog', { name: 'Hint' });
    expect(await within(fresh).findByText(WRITTEN[0]!)).toBeInTheDocument();
    await user.click(within(fresh).getByRole('button', { name: 'Close' }));

    expect(screen.getByRole('button', { name: 'Hint Used' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'My Hints (1)' }));
    let list = screen.getByRole('dialog', { name: 'My Hints' });
    expect(within(list).getByRole('heading', { name: 'Hint 1' })).toBeInTheDocument();
    expect(within(list).getByText(WRITTEN[0]!)).toBeInTheDocument();
    expect(within(list).getByText('Manual Hint')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Get Next Hint' }));
    const question = screen.getByRole('alertdialog', { name: 'Next Hint' });
    expect(question).toHaveTextContent(
      'The hint penalty has already been counted for this problem, so the next hint costs no more points. Do you want the next hint?',
    );
    await user.click(within(question).getByRole('button', { name: 'Get Next Hint' }));
    const second = await screen.findByRole('dialog', { name: 'Hint' });
    expect(await within(second).findByText(WRITTEN[1]!)).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByRole('button', { name: 'My Hints (2)' }));
    list = screen.getByRole('dialog', { name: 'My Hints' });
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['My Hints', 'Hint 1', 'Hint 2']);
    expect(within(list).getByText('You have received every written hint for this problem.')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Get Next Hint' })).not.toBeInTheDocument();
    expect(screen.getByTestId('tracker-score')).toHaveTextContent('70/100');
    expect(calls.filter((call) => call.key === 'POST /api/ai/hint')).toHaveLength(2);
  });

  it("shows the server's list after a reload: hints from earlier visits or other browsers, AI ones with their model", async () => {
    const user = userEvent.setup();
    const server = hintServer([
      received(1, WRITTEN[0]!),
      received(2, 'Which number completes the pair?', { isAIGenerated: true, model: 'gpt-3.5-turbo' }),
    ]);
    mockSolveApi(server.routes);
    const first = openPage();
    await screen.findByDisplayValue('print("starter")');
    first.unmount();

    openPage();
    await screen.findByDisplayValue('print("starter")');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hint Used' })).toBeDisabled());
    await user.click(await screen.findByRole('button', { name: 'My Hints (2)' }));
    const list = screen.getByRole('dialog', { name: 'My Hints' });
    expect(within(list).getByText(WRITTEN[0]!)).toBeInTheDocument();
    expect(within(list).getByText('Which number completes the pair?')).toBeInTheDocument();
    expect(within(list).getByText('AI Hint')).toBeInTheDocument();
    expect(within(list).getByText('This hint is powered by a GPT-3.5 Turbo model.')).toBeInTheDocument();
  });

  it("says so when the list cannot be loaded", async () => {
    const user = userEvent.setup();
    mockSolveApi({
      'GET /api/scores/problem/two-sum': () => ({ body: score({ clickedHint: true, finalScore: 70 }) }),
      'GET /api/ai/hints/two-sum': () => ({ status: 500, body: { error: 'Internal Server Error' } }),
    });
    openPage();
    await user.click(await screen.findByRole('button', { name: 'My Hints' }));
    expect(await within(screen.getByRole('dialog', { name: 'My Hints' })).findByRole('alert')).toHaveTextContent('Internal Server Error');
  });
});
