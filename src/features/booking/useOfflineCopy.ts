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
  readStartedAt,
  refetch,
}: {
  bookingId: string;
  /** A guest's pass (null for the signed-in customer, whose login reads the booking). */
  accessToken: string | null;
  /** The booking is on screen or on its way (not failed, not missing). */
  showing: boolean;
  /** When the booking was last read (changes on every read, so the date is looked up again). */
  readAt: number | undefined;
  /** When the last read of the booking began. */
  readStartedAt: number | undefined;
  /** Reads the booking again: on a first visit the worker arrives after the booking was read. */
  refetch: () => unknown;
}): Date | null {
  const dispatch = useAppDispatch();
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  // When a worker took control of the page while it was open (null: it had one from the start, or
  // has none yet).
  const [controlledAt, setControlledAt] = useState<number | null>(null);

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

  // The worker takes control of the page on the first visit only after it has loaded: a read of
  // the booking that began before that went past the worker, which then holds no copy of it, even
  // when the read ends after the worker came (a slow login check or API). Read it again through
  // the worker, so this very visit is the one kept, with its page.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const taken = () => setControlledAt(Date.now());
    container.addEventListener('controllerchange', taken);
    return () => container.removeEventListener('controllerchange', taken);
  }, []);
  const readPastTheWorker =
    showing &&
    Boolean(readAt) &&
    controlledAt !== null &&
    readStartedAt !== undefined &&
    readStartedAt <= controlledAt;
  useEffect(() => {
    if (readPastTheWorker) void refetch();
  }, [readPastTheWorker, refetch]);

  return savedAt;
}
