'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import { useShellDispatch, useShellSelector } from '@/store/shellHooks';
import { selectIsOnline, selectPageWorksOffline, setOnline } from '@/store/uiSlice';

export interface OfflineDialogProps {
  /** What "reconnect" does once the browser is back online; the page reloads by default. */
  onReconnected?: () => void;
}

function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Tracks the browser's online state (events, and a recheck on every route change) into the ui slice,
 * and while offline shows a modal asking the visitor to check the network.
 */
export function OfflineDialog({ onReconnected }: OfflineDialogProps) {
  const t = useTranslations('Offline');
  const dispatch = useShellDispatch();
  const pathname = usePathname();
  const isOnline = useShellSelector(selectIsOnline);
  // A booking saved for offline use is readable as it is: the page says it is a saved copy.
  const pageWorksOffline = useShellSelector(selectPageWorksOffline);
  const [stillOffline, setStillOffline] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => {
      setStillOffline(false);
      dispatch(setOnline(browserIsOnline()));
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [dispatch]);

  // Recheck on first render and on every route change.
  useEffect(() => {
    dispatch(setOnline(browserIsOnline()));
  }, [pathname, dispatch]);

  // Move focus into the dialog while it is shown, and give it back afterwards.
  useEffect(() => {
    if (isOnline || pageWorksOffline) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    buttonRef.current?.focus();
    return () => previous?.focus();
  }, [isOnline, pageWorksOffline]);

  if (isOnline || pageWorksOffline) return null;

  const reconnect = () => {
    if (browserIsOnline()) {
      dispatch(setOnline(true));
      (onReconnected ?? (() => window.location.reload()))();
    } else {
      setStillOffline(true);
    }
  };

  // The only control is the button: keep Tab inside the dialog.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    buttonRef.current?.focus();
  };

  return (
    <div className="offline-modal" data-testid="offline-modal">
      <div className="modal-backdrop show" aria-hidden="true" />
      <div
        className="modal d-block"
        role="dialog"
        aria-modal="true"
        aria-labelledby="offline-title"
        aria-describedby="offline-text"
        onKeyDown={trapFocus}
      >
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content offline-modal__content">
            <div className="modal-body">
              <svg
                className="offline-modal__icon"
                aria-hidden="true"
                focusable="false"
                width="48"
                height="48"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
              >
                <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18" />
              </svg>
              <h2 id="offline-title" className="offline-modal__title">
                {t('title')}
              </h2>
              <p id="offline-text" className="offline-modal__text">
                {t('check_network')}
              </p>
              <p className="offline-modal__status" role="status">
                {stillOffline ? t('still_offline') : ''}
              </p>
              <button ref={buttonRef} type="button" className="btn btn-primary" onClick={reconnect}>
                {t('reconnect')}
              </button>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export default OfflineDialog;
