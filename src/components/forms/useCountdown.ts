'use client';

import { useCallback, useEffect, useState } from 'react';

/** The resend countdown of the code steps (spec section 9). */
export const RESEND_COUNTDOWN_SECONDS = 45;

/**
 * Counts down whole seconds from `seconds` as soon as it mounts. `restart()` starts again from the
 * full length (after a resend). The remaining time comes from a deadline, so a throttled
 * background tab still ends on time.
 */
export function useCountdown(seconds: number = RESEND_COUNTDOWN_SECONDS) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setRemaining(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, [seconds]);

  return { seconds: remaining, isRunning: remaining > 0, restart };
}
