import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarkdownField } from './markdown-field';

function Editorial({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return <MarkdownField label="Editorial (View Solution)" value={text} onChange={setText} />;
}

describe('a Markdown field', () => {
  it('previews the text as learners will read it, with no raw HTML, and keeps it when going back to write', async () => {
    const user = userEvent.setup();
    render(<Editorial initial="" />);
    await user.type(screen.getByLabelText('Editorial (View Solution)'), '## Idea{enter}{enter}Use a **stack**.{enter}{enter}<img src=x onerror=alert(1)>');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByTestId('markdown-preview');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Idea' })).toBeTruthy();
    expect(within(preview).getByText('stack').tagName).toBe('STRONG');
    expect(preview.querySelector('img')).toBeNull();
    expect(screen.queryByLabelText('Editorial (View Solution)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Write' }));
    expect((screen.getByLabelText('Editorial (View Solution)') as HTMLTextAreaElement).value).toContain('Use a **stack**.');
  });

  it('says when there is nothing to preview', async () => {
    render(<Editorial initial="   " />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Preview' }));
    expect(within(screen.getByTestId('markdown-preview')).getByText('Nothing to preview.')).toBeTruthy();
  });
});
