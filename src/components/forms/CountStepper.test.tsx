import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CountStepper } from './CountStepper';

/** Adults between 1 and 3. */
function Adults({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <CountStepper
      id="adults"
      label="Adults"
      hint="12 and over"
      value={count}
      removeLabel="Remove an adult"
      addLabel="Add an adult"
      canRemove={count > 1}
      canAdd={count < 3}
      onRemove={() => setCount((n) => n - 1)}
      onAdd={() => setCount((n) => n + 1)}
    />
  );
}

describe('CountStepper (− count +)', () => {
  it('names its count by the label and its buttons by what they do', () => {
    render(<Adults start={2} />);
    expect(screen.getByRole('status', { name: 'Adults' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Remove an adult' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add an adult' })).toBeEnabled();
  });

  it('moves focus to + when − reaches the least, by the keyboard (not to the page)', async () => {
    const user = userEvent.setup();
    render(<Adults start={2} />);
    const remove = screen.getByRole('button', { name: 'Remove an adult' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Adults' })).toHaveTextContent('1');
    expect(remove).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add an adult' })).toHaveFocus();
  });

  it('moves focus to − when + reaches the most; a press that leaves it enabled keeps focus', async () => {
    const user = userEvent.setup();
    render(<Adults start={1} />);
    const add = screen.getByRole('button', { name: 'Add an adult' });
    add.focus();
    await user.keyboard('{Enter}');
    expect(add).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status', { name: 'Adults' })).toHaveTextContent('3');
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove an adult' })).toHaveFocus();
  });

  it('says nothing as it appears, then the name and the new count after each press, each time a new text', async () => {
    // Orca read every live count as the travellers panel opened, and skipped a press whose count
    // was the same text as the last one it read ("2" after another field's "2").
    const user = userEvent.setup();
    render(<Adults start={1} />);
    const count = screen.getByRole('status', { name: 'Adults' });
    expect(count).toHaveAttribute('aria-live', 'off');
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('button', { name: 'Add an adult' }));
    expect(live).toHaveTextContent(/^Adults 2$/);
    const said = live.firstElementChild;
    await user.click(screen.getByRole('button', { name: 'Remove an adult' }));
    await user.click(screen.getByRole('button', { name: 'Add an adult' }));
    expect(live).toHaveTextContent(/^Adults 2$/);
    expect(live.firstElementChild).not.toBe(said);
  });
});
