'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslations } from 'next-intl';
import { errorText } from '@/lib/api/errors';
import { useAppSelector } from '@/store/hooks';
import {
  BOOKING_TABS,
  PAGE_SIZE,
  moduleTypeOf,
  type BookingList,
  type BookingKind,
  type BookingTab,
} from './api';
import { useBookingListQuery } from './bookingsApi';
import type { BookingModule } from './module';
import { LoginPrompt, useSessionGate } from './useSessionGate';
import { selectStoredList } from './myBookingsSlice';

type Counts = BookingList['counts'];

/** How many bookings of a module there are on all tabs together. */
const totalOf = (counts: Counts) => BOOKING_TABS.reduce((sum, name) => sum + counts[name], 0);

/**
 * Arrow keys, Home and End move along a tablist (mirrored in Arabic) and choose the tab they reach.
 */
function tabKeys<T extends string>(
  names: readonly T[],
  current: T,
  choose: (next: T) => void,
  idOf: (name: T) => string,
) {
  return (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = names.indexOf(current);
    const rtl = document.dir === 'rtl';
    const step = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: names.length - 1 - index,
    }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = names[(index + step + names.length) % names.length]!;
    choose(next);
    document.getElementById(idOf(next))?.focus();
  };
}

/**
 * The lists of /my-bookings (spec section 6), under the page's server-rendered heading: flight and
 * hotel bookings, each on four tabs with their counts, a page at a time. The last lists read are
 * kept (persisted) and shown at once, then read again on every visit. Agent-type users are sent
 * home; a guest is asked to log in.
 */
export function MyBookingsList({
  modules,
  initialModule = 'flights',
}: {
  /** The modules whose bookings are listed, each on its tab, in this order. */
  modules: readonly Pick<BookingModule, 'kind' | 'ListRow'>[];
  initialModule?: BookingKind;
}) {
  const t = useTranslations('myBookings');
  const tErrors = useTranslations('Errors');
  const { rehydrated, user, userId, agent, openLogin } = useSessionGate();
  const [module, setModule] = useState<BookingKind>(initialModule);
  const moduleType = moduleTypeOf(module);
  const [tab, setTab] = useState<BookingTab>('upcoming');
  const [page, setPage] = useState(1);
  const stored = useAppSelector((state) => selectStoredList(state, userId, moduleType, tab));
  const storedFlights = useAppSelector((state) => selectStoredList(state, userId, 1, 'upcoming'));
  const storedHotels = useAppSelector((state) => selectStoredList(state, userId, 2, 'upcoming'));
  const ids = useId();
  const reads = userId != null && !agent;
  // The module's list as asked for; each first page read is also kept (bookingsApi: listRead).
  const read = useBookingListQuery(reads ? { userId, moduleType, tab, page } : skipToken);
  // The other module's counts, for its tab: its Upcoming list (kept for when it is opened).
  const other: BookingKind = module === 'flights' ? 'hotels' : 'flights';
  const otherRead = useBookingListQuery(
    reads ? { userId, moduleType: moduleTypeOf(other), tab: 'upcoming', page: 1 } : skipToken,
  );
  const failed = read.isError && !read.isFetching;
  const retry = () => {
    void read.refetch();
    void otherRead.refetch();
  };

  const choose = (next: BookingTab) => {
    setTab(next);
    setPage(1);
  };
  const chooseModule = (next: BookingKind) => {
    setModule(next);
    setTab('upcoming');
    setPage(1);
  };
  const kinds = modules.map((entry) => entry.kind);
  const onTabKey = tabKeys(BOOKING_TABS, tab, choose, (name) => `${ids}-tab-${name}`);
  const onModuleKey = tabKeys(kinds, module, chooseModule, (name) => `${ids}-module-${name}`);

  if (!rehydrated || agent) return <p role="status">{t('loading')}</p>;
  if (!user) {
    return <LoginPrompt onLogin={openLogin} />;
  }

  const Row = (modules.find((entry) => entry.kind === module) ?? modules[0]!).ListRow;
  // While a list is read again, the one read last (this page, or the stored first page) is shown.
  const storedPage = page === 1 ? (stored?.list ?? null) : null;
  const shown: BookingList | null = failed ? storedPage : (read.currentData ?? storedPage);
  const counts = shown?.counts ?? null;
  const pages = shown ? Math.max(1, Math.ceil(shown.total / PAGE_SIZE)) : 1;
  const fresh: Partial<Record<BookingKind, Counts>> = {
    [module]: failed ? undefined : read.currentData?.counts,
    [other]: otherRead.currentData?.counts,
  };
  const moduleCounts: Partial<Record<BookingKind, Counts>> = {
    flights: fresh.flights ?? storedFlights?.list.counts,
    hotels: fresh.hotels ?? storedHotels?.list.counts,
  };

  return (
    <>
      <div className="bookings-modules" role="tablist" aria-label={t('modules_label')}>
        {kinds.map((name) => {
          const known = moduleCounts[name];
          return (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${ids}-module-${name}`}
              aria-selected={module === name}
              aria-controls={`${ids}-module-panel`}
              tabIndex={module === name ? 0 : -1}
              className={`bookings-modules__tab${module === name ? ' bookings-modules__tab--active' : ''}`}
              onClick={() => chooseModule(name)}
              onKeyDown={onModuleKey}
            >
              {t(name)}
              {known && (
                <>
                  {' '}
                  <span className="bookings-tabs__count">{totalOf(known)}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <div id={`${ids}-module-panel`} role="tabpanel" aria-labelledby={`${ids}-module-${module}`}>
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
          aria-busy={read.isFetching}
        >
          {failed && (
            <div className="bookings-page__status" role="alert">
              <p>{errorText(read.error, tErrors('generic'))}</p>
              <button type="button" className="btn btn-outline-primary" onClick={retry}>
                {t('retry')}
              </button>
            </div>
          )}
          {!shown && !failed && <ListSkeleton label={t('loading')} />}
          {shown && shown.items.length === 0 && <p className="bookings-page__empty">{t('no_records')}</p>}
          {shown && shown.items.length > 0 && (
            <ul className="bookings-list">
              {shown.items.map((item) => (
                <li key={item.bookingId}>
                  <Row item={item} />
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
    </>
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

export default MyBookingsList;
