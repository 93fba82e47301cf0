'use client';

import { useTranslations } from 'next-intl';
import { useFailureText } from './failureText';

type Props = {
  /** What the list says while it loads ("Loading your saved cards…"). */
  loadingText: string;
  /** The failed load's error, or undefined while it is still loading. */
  error: unknown;
  failed: boolean;
  onRetry: () => void;
};

/** A My account list that has not arrived: its loading status, or why it failed with "Try again". */
export function ListLoadState({ loadingText, error, failed, onRetry }: Props) {
  const t = useTranslations('Account');
  const failureText = useFailureText();
  if (!failed) {
    return (
      <p className="account-page__status" role="status">
        {loadingText}
      </p>
    );
  }
  return (
    <div role="alert">
      <p>{failureText(error)}</p>
      <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
