import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalFrame } from './ModalFrame';

function Page({
  closeOnBackdrop = false,
  onClose = vi.fn(),
}: {
  closeOnBackdrop?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const okRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalFrame
          className="own-dialog"
          backdropClassName="own-dialog__backdrop"
          boxClassName="own-dialog__box"
          closeOnBackdrop={closeOnBackdrop}
          id="own-dialog"
          titleId="own-dialog-title"
          onClose={close}
          initialFocus={okRef}
          testId="own-dialog"
        >
          <h2 id="own-dialog-title">Your fare</h2>
          <button type="button">Back</button>
          <button ref={okRef} type="button">
            OK
          </button>
        </ModalFrame>
      )}
    </>
  );
}

describe('ModalFrame (a modal dialog’s frame)', () => {
  it('is a named modal dialog with the caller’s classes, and focuses what the caller asks', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Your fare' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('id', 'own-dialog');
    expect(dialog).toHaveClass('own-dialog__box');
    expect(dialog).toHaveAttribute('data-testid', 'own-dialog');
    expect(container.querySelector('.own-dialog > .own-dialog__backdrop')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(document.body).toHaveClass('modal-open');
  });

  it('keeps Tab inside, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(document.body).not.toHaveClass('modal-open');
  });

  it('closes on the backdrop only when asked to', async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(container.querySelector('.own-dialog__backdrop')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();
    const drawer = render(<Page closeOnBackdrop />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(drawer.container.querySelector('.own-dialog__backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
