import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';

const CITIES = ['Dubai', 'Doha', 'Delhi'];

function Field({ onSelect }: { onSelect: (city: string) => void }) {
  const [text, setText] = useState('D');
  return (
    <Combobox
      label="City"
      value={text}
      onInputChange={setText}
      options={CITIES}
      optionKey={(city) => city}
      renderOption={(city) => city}
      onSelect={(city) => {
        onSelect(city);
        setText(city);
      }}
    />
  );
}

// The keys of the airport and destination fields (components/forms/useCombobox), through the airport one.
describe('Combobox', () => {
  it('moves through the options with Down and Up, wrapping, and picks the highlighted one with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Field onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Dubai' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Dubai' }).id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Delhi' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Dubai' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Doha');
    expect(input).toHaveValue('Doha');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('closes the list with Escape, and clears the text with a second Escape', async () => {
    const user = userEvent.setup();
    render(<Field onSelect={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.click(input);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('D');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('picks an option by a click without the input losing focus', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Field onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Delhi' }));
    expect(onSelect).toHaveBeenCalledWith('Delhi');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
