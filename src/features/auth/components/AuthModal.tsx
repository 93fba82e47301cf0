'use client';

import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslations } from 'next-intl';
import { keepTabInside } from '@/components/layout/dialogFocus';
import { useClub } from '@/lib/app/AppContext';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { authEvent } from '../authEvent';
import { authPopupClosed, selectAuthPopup } from '../authSlice';
import type { AuthEvent } from '../stepMachine';
import { AuthBanner } from './AuthBanner';
import { AuthFlowProvider, type AuthFlowController } from '../AuthFlowContext';
import { ConsentNote } from './ConsentNote';
import { useStepFocus } from '../focus';
import { AuthSteps } from '../AuthSteps';

/** How long the dialog "bounces" when the backdrop is clicked or Escape is pressed (static). */
const STATIC_BOUNCE_MS = 300;

/**
 * The auth popup: a modal with a static backdrop (neither a click outside nor Escape closes it; the
 * close button does, and resets it to the welcome step). Focus moves in, is kept in, and goes back
 * to the opener on close. The side banner shows only from 992px up (CSS).
 */
export function AuthModal() {
  const t = useTranslations('Common');
  const club = useClub();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAuthPopup);
  const dialogRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [bouncing, setBouncing] = useState(false);

  // Remember the opener, lock the page's scroll, and give focus back when the popup goes. After a
  // login the Login button is gone (or hidden in the closed mobile menu): focus goes to the control
  // that took its place, the profile menu or the mobile menu button (`data-auth-return`).
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.classList.add('modal-open');
    return () => {
      document.body.classList.remove('modal-open');
      returnFocus(opener);
    };
  }, []);

  useStepFocus(mainRef, state.step);

  useEffect(() => {
    if (!bouncing) return;
    const timer = window.setTimeout(() => setBouncing(false), STATIC_BOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [bouncing]);

  const send = useCallback((event: AuthEvent) => dispatch(authEvent(event)), [dispatch]);
  const controller = useMemo<AuthFlowController>(
    () => ({
      mode: 'popup',
      state,
      send,
      titleId,
      afterLoginPath: null,
      backToLogin: () => send({ type: 'BACK_TO_LOGIN' }),
    }),
    [state, send, titleId],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setBouncing(true);
      return;
    }
    keepTabInside(event, dialogRef.current);
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) setBouncing(true);
  };

  return (
    <div className="auth-modal" data-testid="auth-modal" data-step={state.step}>
      <div className="modal-backdrop show" aria-hidden="true" />
      <div
        ref={dialogRef}
        className={`modal d-block${bouncing ? ' modal-static' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onMouseDown={onBackdropMouseDown}
      >
        <div className="modal-dialog modal-dialog-centered auth-modal__dialog">
          <div className="modal-content auth-modal__content">
            <AuthBanner club={club} />
            <div className="auth-modal__main" ref={mainRef}>
              <button
                type="button"
                className="btn-close auth-modal__close"
                aria-label={t('close')}
                onClick={() => dispatch(authPopupClosed())}
                data-testid="auth-modal-close"
              />
              <AuthFlowProvider value={controller}>
                <AuthSteps step={state.step} />
              </AuthFlowProvider>
              <ConsentNote />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

export default AuthModal;

/** How long focus is watched after the popup goes (see `returnFocus`). */
const FOCUS_SETTLE_MS = 1000;

/**
 * Gives focus back to the opener or, once it is gone, to the control that took its place. The
 * session's change can land a frame or two after the popup goes (the Login button is still there,
 * takes the focus, then leaves with it), so for a moment a focus that fell to <body> is placed again.
 */
function returnFocus(opener: HTMLElement | null) {
  const usable = (el: HTMLElement | null | undefined): el is HTMLElement =>
    !!el && el !== document.body && el.isConnected && (el.checkVisibility?.() ?? true);
  const place = () =>
    (usable(opener)
      ? opener
      : [...document.querySelectorAll<HTMLElement>('[data-auth-return]')].find(usable)
    )?.focus();
  place();
  const until = performance.now() + FOCUS_SETTLE_MS;
  const watch = () => {
    const active = document.activeElement;
    if (!active || active === document.body) place();
    if (performance.now() < until) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}
