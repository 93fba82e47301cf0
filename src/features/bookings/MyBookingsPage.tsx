'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useApi } from '@/lib/app/AppContext';
import { errorText } from '@/lib/api/errors';
import { isAgentType } from '@/lib/session/user';
import { useRouter } from '@/i18n/navigation';
import { useAuthPopup } from '@/features/auth/useAuthPopup';
import { MODULE_TYPE } from '@/features/payment/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectRehydrated } from '@/store/makeStore';
import { selectUser } from '@/store/sessionSlice';
import { BOOKING_TABS, PAGE_SIZE, fetchBookingList, type BookingList, type BookingTab } from './api';
import { BookingRow } from './BookingRow';
import { listRead, selectStoredList } from './myBookingsSlice';

/** What the last read answered, for the request `key` it was made for. */
type Answer = { key: string } & (
  { status: 'failed'; message: string } | { status: 'ready'; list: BookingList }
);
type Loaded = { status: 'loading' } | Answer;

/**
 * /my-bookings for a signed-in customer (spec section 6): the flight bookings on four tabs with
 * their counts, a page at a time. The last lists read are kept (persisted) and shown at once, then
 * read again on every visit. Agent-type users are sent home; a guest is asked to log in.
 */
export function MyBookingsPage() {
  const t = useTranslations('myBookings');
  const tErrors = useTranslations('Errors');
  const api = useApi();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const user = useAppSelector(selectUser);
  const authPopup = useAuthPopup();
  const userId = user?.id ?? null;
  const agent = user ? isAgentType(user.userType) : false;
  const moduleType = MODULE_TYPE.Flight;
  const [tab, setTab] = useState<BookingTab>('upcoming');
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${userId}|${tab}|${page}|${attempt}`;
  const loaded: Loaded = answer && answer.key === requestKey ? answer : { status: 'loading' };
  const stored = useAppSelector((state) => selectStoredList(state, userId, moduleType, tab));
  const ids = useId();

  useEffect(() => {
    if (agent) router.replace('/');
  }, [agent, router]);

  useEffect(() => {
    if (userId == null || agent) return;
    let live = true;
    const key = `${userId}|${tab}|${page}|${attempt}`;
    fetchBookingList(api, { moduleType, tab, page }).then(
      (list) => {
        if (!live) return;
        setAnswer({ key, status: 'ready', list });
        dispatch(listRead({ userId, moduleType, tab, list, at: new Date().toISOString() }));
      },
      (error: unknown) =>
        live && setAnswer({ key, status: 'failed', message: errorText(error, tErrors('generic')) }),
    );
    return () => {
      live = false;
    };
  }, [api, userId, agent, moduleType, tab, page, attempt, dispatch, tErrors]);

  const choose = (next: BookingTab) => {
    setTab(next);
    setPage(1);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = BOOKING_TABS.indexOf(tab);
    const rtl = document.dir === 'rtl';
    const step = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: BOOKING_TABS.length - 1 - index,
    }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = BOOKING_TABS[(index + step + BOOKING_TABS.length) % BOOKING_TABS.length]!;
    choose(next);
    document.getElementById(`${ids}-tab-${next}`)?.focus();
  };

  if (!rehydrated || agent) {
    return (
      <div className="container bookings-page">
        <h1 className="bookings-page__title">{t('title')}</h1>
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  if (!user) {
    return (
      <div className="container bookings-page">
        <h1 className="bookings-page__title">{t('title')}</h1>
        <div className="account-login">
          <p className="mb-0">{t('guest_text')}</p>
          <button type="button" className="btn btn-primary" onClick={authPopup.open}>
            {t('login')}
          </button>
        </div>
      </div>
    );
  }

  // While a list is read again, the one read last (this page, or the stored first page) is shown.
  const shown = loaded.status === 'ready' ? loaded.list : page === 1 ? (stored?.list ?? null) : null;
  const counts = shown?.counts ?? null;
  const pages = shown ? Math.max(1, Math.ceil(shown.total / PAGE_SIZE)) : 1;

  return (
    <div className="container bookings-page">
      <h1 className="bookings-page__title">{t('title')}</h1>
      <h2 className="bookings-page__module">{t('flights')}</h2>
      <div className="bookings-tabs" role="tablist" aria-label={t('tabs_label')}>
        {BOOKING_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${ids}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${ids}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={`bookings-tabs__tab${tab === name ? ' bookings-tabs__tab--active' : ''}`}
            onClick={() => choose(name)}
            onKeyDown={onTabKey}
          >
            {t(`tabs.${name}`)}
            {counts && (
              <>
                {' '}
                <span className="bookings-tabs__count">{counts[name]}</span>
              </>
            )}
          </button>
        ))}
      </div>
      <div
        className="bookings-panel"
        role="tabpanel"
        id={`${ids}-panel`}
        aria-labelledby={`${ids}-tab-${tab}`}
        aria-busy={loaded.status === 'loading'}
      >
        {loaded.status === 'failed' && (
          <div className="bookings-page__status" role="alert">
            <p>{loaded.message}</p>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('retry')}
            </button>
          </div>
        )}
        {!shown && loaded.status === 'loading' && <ListSkeleton label={t('loading')} />}
        {shown && shown.items.length === 0 && <p className="bookings-page__empty">{t('no_records')}</p>}
        {shown && shown.items.length > 0 && (
          <ul className="bookings-list">
            {shown.items.map((item) => (
              <li key={item.bookingId}>
                <BookingRow item={item} />
              </li>
            ))}
          </ul>
        )}
        {shown && pages > 1 && (
          <nav className="bookings-paging" aria-label={t('paging_label')}>
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={page <= 1}
              onClick={() => setPage((n) => n - 1)}
            >
              {t('previous')}
            </button>
            <span>{t('page_of', { page, pages })}</span>
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={page >= pages}
              onClick={() => setPage((n) => n + 1)}
            >
              {t('next')}
            </button>
          </nav>
        )}
      </div>
    </div>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="bookings-skeleton">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {[0, 1, 2].map((n) => (
        <div key={n} className="skeleton-card" aria-hidden="true" data-testid="booking-skeleton">
          <span className="skeleton bookings-skeleton__wide" />
          <span className="skeleton-text skeleton bookings-skeleton__narrow" />
        </div>
      ))}
    </div>
  );
}

export default MyBookingsPage;
