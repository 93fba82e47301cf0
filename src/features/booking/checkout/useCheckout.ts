'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { PaymentResume } from '@/features/payment/PaymentStep';
import type { ModuleType } from '@/features/payment/types';
import { useRouter } from '@/i18n/navigation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { guestUserIdAssigned, selectGuestUserId, selectIsLoggedIn } from '@/store/sessionSlice';

/**
 * What a module hands every checkout part once: its message namespace (the shared texts: steps_label,
 * step_payment, guest_text, login, booked_text, `<kind>_title`, `<kind>_text`), its module type, its
 * checkout slice's actions that keep a payment attempt under way (see usePaymentAttempt), end the
 * checkout once paid and let go of what was held (leaving an ended checkout), and where a booking's
 * confirmation is.
 */
export interface CheckoutModule {
  messages: string;
  moduleType: ModuleType;
  sent: (attempt: { key: string; method: number; sentAt: string }) => UnknownAction;
  settled: () => UnknownAction;
  completed: () => UnknownAction;
  released: () => UnknownAction;
  thankYou: (bookingId: string) => string;
}

/**
 * Loads the payment step, which shows only after the booking is made: it is not in the page's
 * first-load JavaScript, but starts loading as the checkout mounts, so it is normally in before it
 * is needed.
 */
export const loadPaymentStep = () => import('@/features/payment/PaymentStep').then((m) => m.PaymentStep);

/**
 * What every checkout does as it opens: preload its form and the payment step (a failed preload is
 * not an error yet: the part retries and reports when it is rendered), and give a guest booker the
 * id their booking is made under, once the tab's stored session is back.
 */
export function useCheckoutOpening(loadForm: () => Promise<unknown>) {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const guestUserId = useAppSelector(selectGuestUserId);

  useEffect(() => {
    loadForm().catch(() => undefined);
    loadPaymentStep().catch(() => undefined);
  }, [loadForm]);

  useEffect(() => {
    if (rehydrated && !isLoggedIn && !guestUserId) dispatch(guestUserIdAssigned(crypto.randomUUID()));
  }, [rehydrated, isLoggedIn, guestUserId, dispatch]);

  return { rehydrated, isLoggedIn };
}

const NO_OWN_ENDINGS: readonly never[] = [];

/**
 * How a checkout stops showing its form: null while it goes on, 'expired' when the hold or the
 * payment window ran out (`onExpired`, or a booking answered 'expired'), 'leaving' once paid, or one
 * of the module's own answers (`own`, such as a fare gone 'unavailable'). A hold whose end had passed
 * before the page opened is expired too (`holdExpired`), unless it was booked.
 *
 * Once paid (`onPaid`, for the booking `booking`), or found paid after a reload (`leaveFor`), the
 * checkout goes to the booking's confirmation and is completed; `beforeLeaving` is the module's last
 * act with what was booked. `payment(resume)` is what the payment step is handed (CheckoutShell's
 * `payment`): these ends, and what a reload resumes.
 */
export function useCheckoutEnding<E extends string = never>(
  module: CheckoutModule,
  {
    own = NO_OWN_ENDINGS,
    booking,
    beforeLeaving,
  }: { own?: readonly E[]; booking: { bookingId: string } | null; beforeLeaving?: () => void },
) {
  const [ending, setEnding] = useState<E | 'expired' | 'leaving' | null>(null);
  const [openedAt] = useState(() => new Date());
  const router = useRouter();
  const dispatch = useAppDispatch();
  const onExpired = useCallback(() => setEnding('expired'), []);
  const holdExpired = (expiresAt: string | null | undefined, booked: boolean) =>
    !booked && expiresAt ? new Date(expiresAt).getTime() < openedAt.getTime() : false;
  const onResult = useCallback(
    ({ kind }: { kind: string }) => {
      if (kind === 'expired' || own.includes(kind as E)) setEnding(kind as E | 'expired');
    },
    [own],
  );
  const { thankYou, completed } = module;
  const leaveFor = useCallback(
    (bookingId: string) => {
      beforeLeaving?.();
      router.push(thankYou(bookingId));
      dispatch(completed());
    },
    [beforeLeaving, completed, dispatch, router, thankYou],
  );
  const bookingId = booking?.bookingId ?? null;
  const onPaid = useCallback(() => {
    if (!bookingId) return;
    setEnding('leaving');
    leaveFor(bookingId);
  }, [bookingId, leaveFor]);
  const payment = (resume: PaymentResume | null) => ({ onPaid, onExpired, resume });
  return { ending, openedAt, onExpired, holdExpired, onResult, onPaid, leaveFor, payment };
}

/**
 * The checkout form's first values, built once from what was kept (`build`): again only for another
 * held offer (`heldKey`) or once the kept checkout is read back; later keystrokes are the form's own.
 */
export function useFormStart<T>(heldKey: string | undefined, rehydrated: boolean, build: () => T | null) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => build(), [heldKey, rehydrated]);
}

/**
 * A payment attempt kept in the module's checkout state while it is under way, so that a reload
 * asks the API what became of it instead of paying again (with the same idempotency key).
 */
export function usePaymentAttempt(sent: CheckoutModule['sent'], settled: CheckoutModule['settled']) {
  const dispatch = useAppDispatch();
  const onAttemptSent = useCallback(
    (key: string, method: number) => dispatch(sent({ key, method, sentAt: new Date().toISOString() })),
    [dispatch, sent],
  );
  const onAttemptSettled = useCallback(() => dispatch(settled()), [dispatch, settled]);
  return { onAttemptSent, onAttemptSettled };
}
