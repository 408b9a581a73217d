import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { mockApi } from '@/testing/mock-api';
import { SectionMarkdown } from '@/features/learn/components/section-markdown';

vi.mock('@/components/code-editor/code-editor', () => ({
  default: ({ value, onChange, ariaLabel }: { value: string; onChange: (code: string) => void; ariaLabel: string }) => (
    <textarea aria-label={ariaLabel} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const sections = import.meta.glob<string>('../content/**/*.md', { query: '?raw', import: 'default', eager: true });
const variables = sections['../content/programming-101/03-variables.md']!;

const answer = (output: string) => ({
  success: true,
  output,
  error: '',
  executionTime: 12,
  memoryUsed: 3200,
  executionMethod: 'native',
  verdict: 'Accepted',
  isOutputTruncated: false,
});

function renderSection(markdown = variables) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SectionMarkdown markdown={markdown} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const tryItButtons = () => screen.getAllByRole('button', { name: /^Try it/ });

afterEach(() => vi.unstubAllGlobals());

describe('runnable course examples', () => {
  it('offer Try it on every runnable block and on nothing else', () => {
    renderSection();
    expect(tryItButtons()).toHaveLength(3);
    expect(screen.getAllByRole('figure').length).toBeGreaterThan(3);
  });

  it('offer Try it on every runnable block of all 30 sections', () => {
    let total = 0;
    for (const [file, markdown] of Object.entries(sections)) {
      const view = render(
        <QueryClientProvider client={createQueryClient()}>
          <SectionMarkdown markdown={markdown} />
        </QueryClientProvider>,
      );
      const marked = markdown.match(/^```\w+ runnable$/gm)?.length ?? 0;
      expect(view.queryAllByRole('button', { name: /^Try it/ }), file).toHaveLength(marked);
      total += marked;
      view.unmount();
    }
    expect(Object.keys(sections)).toHaveLength(30);
    expect(total).toBeGreaterThanOrEqual(74);
  }, 30_000);

  it('open in place, run the edited code through the run call, show output and time, and Reset restores it', async () => {
    const { calls } = mockApi({
      'POST /api/compiler/execute': ({ body }) => ({
        body: answer((body as { code: string }).code === 'print(7)' ? '7\n' : 'Ada 20 1.75 True\nNext year: 21\n'),
      }),
    });
    const user = renderSection();
    await user.click(tryItButtons()[0]!);
    const editor = await screen.findByRole('textbox', { name: 'Python example code' });
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(/Same output as the example/)).toBeInTheDocument();
    expect(screen.getByText(/Execution time: 12 ms/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ body: { language: 'python', input: '', code: expect.stringContaining('age = 20') } });

    await user.clear(editor);
    await user.type(editor, 'print(7)');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByTestId('example-output')).toHaveTextContent('7');
    expect(calls[1]?.body).toMatchObject({ code: 'print(7)' });
    expect(screen.queryByText(/Same output as the example/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect((screen.getByRole('textbox', { name: 'Python example code' }) as HTMLTextAreaElement).value).toContain('age = 20');
    await user.click(screen.getByRole('button', { name: 'Close the editor' }));
    expect(tryItButtons()).toHaveLength(3);
  });

  it('switch between the Python, Java and C versions with tabs', async () => {
    const { calls } = mockApi({ 'POST /api/compiler/execute': () => ({ body: answer('x') }) });
    const user = renderSection();
    await user.click(tryItButtons()[2]!);
    expect(((await screen.findByRole('textbox', { name: 'C example code' })) as HTMLTextAreaElement).value).toContain('printf');
    const tabs = within(screen.getByRole('tablist', { name: 'Example language' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Python', 'Java', 'C']);
    await user.click(screen.getByRole('tab', { name: 'Java' }));
    expect(((await screen.findByRole('textbox', { name: 'Java example code' })) as HTMLTextAreaElement).value).toContain('public class Main');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await screen.findByText(/Execution time/);
    expect(calls[0]?.body).toMatchObject({ language: 'java' });
  });

  it('show the server’s error, such as the run limit, and a failed program’s error', async () => {
    let isLimited = true;
    mockApi({
      'POST /api/compiler/execute': () =>
        isLimited
          ? { status: 429, body: { error: 'Too many runs: wait a minute and try again', code: 'RATE_LIMITED' } }
          : { body: { ...answer(''), success: false, error: 'NameError: name x is not defined', verdict: 'Runtime Error' } },
    });
    const user = renderSection();
    await user.click(tryItButtons()[0]!);
    await screen.findByRole('textbox', { name: 'Python example code' });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Too many runs: wait a minute and try again')).toBeInTheDocument();
    isLimited = false;
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('NameError: name x is not defined')).toBeInTheDocument();
    expect(screen.getByText('No output')).toBeInTheDocument();
  });
});
