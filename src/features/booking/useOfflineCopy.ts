'use client';

import { useEffect, useState } from 'react';
import { keepPageOffline, offlineSavedAt, onOfflineCopySaved } from '@/lib/offline/offlineCopies';
import { readToken } from '@/lib/session/token';
import { useAppDispatch } from '@/store/hooks';
import { setPageWorksOffline } from '@/store/uiSlice';

/**
 * A booking's offline copy (docs/offline.md), for its detail page: while the booking is shown (or
 * being read), the page works with no connection, so the offline dialog stays away; once shown
 * online, the worker is asked to keep the page; and the page learns when the worker last saved
 * the booking for this person (null: no copy).
 */
export function useOfflineCopy({
  bookingId,
  accessToken,
  showing,
  readAt,
  refetch,
}: {
  bookingId: string;
  /** A guest's pass (null for the signed-in customer, whose login reads the booking). */
  accessToken: string | null;
  /** The booking is on screen or on its way (not failed, not missing). */
  showing: boolean;
  /** When the booking was last read (changes on every read, so the date is looked up again). */
  readAt: number | undefined;
  /** Reads the booking again: on a first visit the worker arrives after the booking was read. */
  refetch: () => unknown;
}): Date | null {
  const dispatch = useAppDispatch();
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  useEffect(() => {
    dispatch(setPageWorksOffline(showing));
    return () => {
      dispatch(setPageWorksOffline(false));
    };
  }, [dispatch, showing]);

  useEffect(() => {
    if (!showing || !readAt) return;
    if (navigator.onLine) keepPageOffline(window.location.href);
    let cancelled = false;
    // What the API client sent, as the worker reads it (credentialOf): the login, else the pass.
    const token = readToken();
    const credential = token
      ? ({ kind: 'user', secret: token } as const)
      : accessToken
        ? ({ kind: 'guest', secret: accessToken } as const)
        : null;
    const lookUp = () =>
      void offlineSavedAt(bookingId, credential).then((date) => {
        if (!cancelled) setSavedAt(date);
      });
    lookUp();
    const stop = onOfflineCopySaved(lookUp);
    return () => {
      cancelled = true;
      stop();
    };
  }, [bookingId, accessToken, showing, readAt]);

  // The worker takes control of the page on the first visit only after the page has read the
  // booking (it registers once the page has loaded): read it again through the worker, so this
  // very visit is the one kept, with its page.
  const ready = showing && Boolean(readAt);
  useEffect(() => {
    if (!ready || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
    const container = navigator.serviceWorker;
    const readAgain = () => void refetch();
    container.addEventListener('controllerchange', readAgain, { once: true });
    return () => container.removeEventListener('controllerchange', readAgain);
  }, [ready, refetch]);

  return savedAt;
}
