'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCountdown } from './useCountdown';

/**
 * The resend line of every one-time-code step (sign-in and sign-up codes, the password reset, the
 * agent's e-mail check): "You can resend the code in N seconds" counting down from when the step
 * shows (spec section 9), then the Resend button. `onResend` sends a new code; once it succeeded
 * the countdown starts again, and while it runs the button is disabled (a failure is the step's to
 * show: `onResend` rejects and the countdown stays over).
 */
export function ResendCountdown({
  onResend,
  className,
  buttonClassName = '',
}: {
  onResend: () => Promise<boolean>;
  className: string;
  buttonClassName?: string;
}) {
  const t = useTranslations('Auth');
  const countdown = useCountdown();
  const countdownId = `${useId()}-countdown`;
  const [resending, setResending] = useState(false);

  const resend = async () => {
    setResending(true);
    try {
      if (await onResend()) countdown.restart();
    } finally {
      setResending(false);
    }
  };

  return (
    <div className={className}>
      {countdown.isRunning && (
        <span id={countdownId} className="auth-step__countdown" data-testid="otp-countdown">
          {t('resend_in', { seconds: countdown.seconds })}
        </span>
      )}{' '}
      <button
        type="button"
        className={`btn btn-link ${buttonClassName}`.trim()}
        disabled={countdown.isRunning || resending}
        aria-describedby={countdown.isRunning ? countdownId : undefined}
        onClick={() => void resend()}
        data-testid="otp-resend"
      >
        {t('resend')}
      </button>
    </div>
  );
}
