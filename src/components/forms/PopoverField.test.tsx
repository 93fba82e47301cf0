import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PopoverField } from './PopoverField';
import { usePopover } from './usePopover';

function Field({ error }: { error?: string }) {
  const popover = usePopover();
  return (
    <PopoverField
      label="Travellers"
      value="2 travellers"
      panelLabel="Choose travellers"
      popover={popover}
      block="own-field"
      error={error}
    >
      <button type="button" onClick={() => popover.close(true)}>
        Done
      </button>
    </PopoverField>
  );
}

describe('PopoverField (a search field that opens a dialog popover)', () => {
  it('names its button by the label and the value, and keeps the field’s own classes', () => {
    const { container } = render(<Field />);
    const button = screen.getByRole('button', { name: 'Travellers 2 travellers' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('form-control', 'flight-field__control', 'own-field__button');
    expect(button).not.toHaveClass('is-invalid');
    expect(button).not.toHaveAttribute('aria-describedby');
    expect(container.firstElementChild).toHaveClass('flight-field', 'own-field');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says its label once: the visible label is only the button’s name, not a text of its own', () => {
    render(<Field />);
    // Orca read "Travellers Travellers 2 travellers" while the label span was exposed beside the
    // button that names itself with it; hidden, the label is still in the button's name.
    expect(screen.getByText('Travellers')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Travellers 2 travellers' })).toBeInTheDocument();
  });

  it('opens its panel as a named dialog, and its content closes it with focus back on the button', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const button = screen.getByRole('button', { name: 'Travellers 2 travellers' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Choose travellers' });
    expect(dialog).toHaveClass('flight-popover', 'own-field__popover');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(screen.getByRole('button', { name: 'Travellers 2 travellers' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the button invalid and describes it by the error', () => {
    render(<Field error="Choose at least one adult" />);
    const button = screen.getByRole('button', { name: 'Travellers 2 travellers' });
    expect(button).toHaveClass('is-invalid');
    expect(button).toHaveAccessibleDescription('Choose at least one adult');
  });
});
