'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { errorText, knownFieldError, rateLimitWait, toApiError } from '@/lib/api/errors';

/** The text under a form when its call failed: the wait of a 429, no connection, else the server's message. */
export function useFailureText() {
  const tErrors = useTranslations('Errors');
  const t = useTranslations('Account');
  return useCallback(
    (error: unknown): string => {
      const apiError = toApiError(error);
      const wait = rateLimitWait(error);
      const known = knownFieldError(error);
      if (known) return tErrors(known.key);
      if (wait) return tErrors('rate_limited', { unit: wait.unit, count: wait.count });
      if (apiError.status === 429) return t('too_many_attempts');
      if (apiError.status === 0 && !apiError.serverMessage) return tErrors('network');
      return errorText(error, tErrors('generic'));
    },
    [t, tErrors],
  );
}
