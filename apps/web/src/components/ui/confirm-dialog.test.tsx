import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

function renderDialog() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<ConfirmDialog title="Sure?" message="Really do it?" confirmLabel="Do it" onConfirm={onConfirm} onCancel={onCancel} />);
  return { onConfirm, onCancel };
}

describe('the confirmation dialog', () => {
  it('is a named modal that starts on the safe choice and keeps Tab inside', async () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Sure?' });
    expect(dialog).toHaveAccessibleDescription('Really do it?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Do it' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Do it' })).toHaveFocus();
  });

  it('cancels with Escape and confirms with its button', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Do it' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
