import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalDialog } from '@/components/ui/modal-dialog';

function Opener({ onClose }: { onClose: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button onClick={() => setIsOpen(true)}>Open details</button>
      {isOpen && (
        <ModalDialog
          title="Details"
          onClose={() => {
            onClose();
            setIsOpen(false);
          }}
          footer={<button>Done</button>}
        >
          <a href="#more">More</a>
        </ModalDialog>
      )}
    </>
  );
}

describe('the modal dialog', () => {
  it('takes focus on its close control and keeps Tab among its own controls', async () => {
    render(<Opener onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'More' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('closes with Escape and gives focus back to the control that opened it', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus();
  });
});
