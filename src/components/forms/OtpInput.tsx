'use client';

import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { digitsOf, OTP_LENGTH } from '@/lib/forms/rules';

function slotsOf(value: string): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i]! : ''));
}

/** Empty slots are kept as spaces, so the value has the digits in place (and fails the 6-digit rule). */
function valueOf(slots: string[]): string {
  return slots
    .map((d) => d || ' ')
    .join('')
    .trimEnd();
}

export interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called when a change fills the sixth digit: the code submits by itself. */
  onComplete: (code: string) => void;
  /** The id of the visible label of the group. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Change it to put the cursor back in the first box (after a wrong code). */
  focusKey?: number;
}

/** Six single-digit boxes; typing moves on, backspace moves back, a pasted code fills them all. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  labelledBy,
  describedBy,
  invalid,
  disabled,
  autoFocus,
  focusKey = 0,
}: OtpInputProps) {
  const t = useTranslations('Auth');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const slots = slotsOf(value);

  useEffect(() => {
    if (focusKey > 0) inputs.current[0]?.focus();
  }, [focusKey]);

  const focusSlot = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    input?.focus();
    input?.select();
  };

  /** Writes `digits` from slot `start` on and reports the change (and a complete code). */
  const fill = (start: number, digits: string) => {
    const next = [...slots];
    let index = start;
    for (const digit of digits) {
      if (index >= OTP_LENGTH) break;
      next[index] = digit;
      index += 1;
    }
    const nextValue = valueOf(next);
    onChange(nextValue);
    focusSlot(next.findIndex((d) => d === '') === -1 ? index - 1 : Math.min(index, OTP_LENGTH - 1));
    if (digits && next.every(Boolean)) onComplete(next.join(''));
  };

  const handleInput = (index: number, raw: string) => {
    const digits = digitsOf(raw);
    if (!digits) {
      const next = [...slots];
      next[index] = '';
      onChange(valueOf(next));
      return;
    }
    if (digits.length >= OTP_LENGTH) return fill(0, digits.slice(0, OTP_LENGTH));
    // Typing over a filled box gives two digits: keep the new one.
    if (digits.length === 2 && slots[index]) {
      const old = slots[index];
      return fill(index, digits[0] === old ? digits.slice(1) : digits.slice(0, 1));
    }
    fill(index, digits);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (!digits) return;
    fill(digits.length >= OTP_LENGTH ? 0 : index, digits.slice(0, OTP_LENGTH));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !slots[index] && index > 0) {
      event.preventDefault();
      const next = [...slots];
      next[index - 1] = '';
      onChange(valueOf(next));
      focusSlot(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusSlot(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusSlot(index + 1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusSlot(event.key === 'Home' ? 0 : OTP_LENGTH - 1);
    }
  };

  return (
    // Codes read left to right in both languages.
    <div
      className="otp-input"
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      dir="ltr"
    >
      {slots.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className={`form-control otp-input__digit${invalid ? ' is-invalid' : ''}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp_digit', { index: index + 1, count: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          onChange={(event) => handleInput(index, event.target.value)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          data-testid={`otp-digit-${index + 1}`}
        />
      ))}
    </div>
  );
}

export default OtpInput;
