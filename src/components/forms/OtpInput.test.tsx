import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { digitsOf } from '@/lib/forms/rules';
import { OtpInput } from './OtpInput';

function Harness({ onComplete, initial = '' }: { onComplete: (code: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <p id="otp-label">Verification code</p>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} labelledBy="otp-label" />
      <output data-testid="value">{value}</output>
    </>
  );
}

const digits = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('has six labelled numeric boxes in a group, the first one for one-time-code autofill', () => {
    renderApp(<Harness onComplete={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAttribute('dir', 'ltr');
    expect(digits()).toHaveLength(6);
    expect(digits()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(digits()[1]).toHaveAttribute('autocomplete', 'off');
    for (const box of digits()) expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 6' })).toBeInTheDocument();
  });

  it('moves on as digits are typed and submits by itself on the sixth', async () => {
    const onComplete = vi.fn();
    renderApp(<Harness onComplete={onComplete} />);
    await userEvent.click(digits()[0]!);
    await userEvent.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    expect(digits()[5]).toHaveFocus();
    await userEvent.keyboard('6');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('ignores anything that is not a digit', async () => {
    const onComplete = vi.fn();
    renderApp(<Harness onComplete={onComplete} />);
    await userEvent.click(digits()[0]!);
    await userEvent.keyboard('a-1 b2');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
    expect(digits()[0]).toHaveValue('1');
    expect(digits()[1]).toHaveValue('2');
    expect(digits()[2]).toHaveValue('');
  });

  it('fills all six boxes from a pasted code and submits it, dropping other characters', () => {
    const onComplete = vi.fn();
    renderApp(<Harness onComplete={onComplete} />);
    fireEvent.paste(digits()[3]!, { clipboardData: { getData: () => ' 482-913 ' } });
    expect(digits().map((d) => (d as HTMLInputElement).value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
  });

  it('reads Arabic-Indic digits as digits', () => {
    const onComplete = vi.fn();
    renderApp(<Harness onComplete={onComplete} />);
    fireEvent.paste(digits()[0]!, { clipboardData: { getData: () => '٤٨٢٩١٣' } });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
    expect(digitsOf('۱۲x3')).toBe('123');
  });

  it('takes a whole code autofilled into the first box', () => {
    const onComplete = vi.fn();
    renderApp(<Harness onComplete={onComplete} />);
    fireEvent.change(digits()[0]!, { target: { value: '907214' } });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('907214');
  });

  it('a partial paste fills from the box it lands in, without submitting', () => {
    const onComplete = vi.fn();
    renderApp(<Harness onComplete={onComplete} />);
    fireEvent.paste(digits()[1]!, { clipboardData: { getData: () => '77' } });
    expect(digits().map((d) => (d as HTMLInputElement).value)).toEqual(['', '7', '7', '', '', '']);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('backspace on an empty box clears the one before and moves back', async () => {
    renderApp(<Harness onComplete={vi.fn()} initial="123" />);
    await userEvent.click(digits()[3]!);
    await userEvent.keyboard('{Backspace}');
    expect(digits()[2]).toHaveFocus();
    expect(digits()[2]).toHaveValue('');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
  });

  it('typing over a filled box replaces its digit', async () => {
    renderApp(<Harness onComplete={vi.fn()} initial="123" />);
    fireEvent.change(digits()[1]!, { target: { value: '29' } });
    expect(digits()[1]).toHaveValue('9');
  });
});
