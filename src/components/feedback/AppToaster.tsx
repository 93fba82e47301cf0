'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import { directionOf } from '@/i18n/routing';
import { TOAST_DURATION_MS } from './toast';

function TranslatedCloseButton({
  closeToast,
  label,
}: Pick<CloseButtonProps, 'closeToast'> & { label: string }) {
  return (
    <button
      type="button"
      className="Toastify__close-button app-toast__close"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 14 14">
        <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

export interface AppToasterProps {
  /** The page's locale; defaults to next-intl's current locale. */
  locale?: string;
}

/** The one toast container: top-right in both directions, 3 s, success and error styles. */
export function AppToaster({ locale: localeProp }: AppToasterProps) {
  const currentLocale = useLocale();
  const locale = localeProp ?? currentLocale;
  const t = useTranslations('Common');
  const label = t('close_notification');
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_DURATION_MS}
      rtl={directionOf(locale) === 'rtl'}
      theme="light"
      newestOnTop
      pauseOnFocusLoss
      aria-label={t('notifications')}
      toastClassName="app-toast"
      closeButton={({ closeToast }) => <TranslatedCloseButton closeToast={closeToast} label={label} />}
    />
  );
}

export default AppToaster;
