'use client';

import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import NotFoundView from '@/components/feedback/NotFoundView';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { useApiBaseUrl } from '@/lib/app/AppContext';
import { toApiError } from '@/lib/api/errors';
import { useRecheck } from '@/features/booking/search/useRecheck';
import { useRouter } from '@/i18n/navigation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { SKIP, useLazyMutation, useLazyQuery } from '@/store/lazyEndpoints';
import { selectCurrency } from '@/store/preferencesSlice';
import type { HotelDetails, RateCheck, StayQuery } from '../api/booking';
import type { InitialHotelDetails } from '../api/prefetch';
import { totalGuests } from '../occupancy';
import { stayHeld } from '../checkout/hotelCheckoutSlice';
import { useMediaQuery } from '@/components/layout/useMediaQuery';
import { CancellationText } from './CancellationText';
import { SelectionActions, SelectionBar, SelectionTotalsList } from './SelectionSummary';
import {
  chooseRate,
  completeSelection,
  emptySelection,
  priceForRoom,
  roomTypesFor,
  selectionTotals,
  withoutSoldOut,
  type RateSelection,
} from './rateSelection';
import { placeLine } from '@/components/text/placeLine';
import { formatDay } from '@/lib/dates/dayLabels';
import { HotelLocation } from '../map/HotelLocation';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/** The page's endpoints come after it mounts, not with its first-load JavaScript. */
const hotelDetailsEndpoint = () =>
  import('../api/hotelDetailsApi').then(({ hotelDetailsApi }) => hotelDetailsApi.endpoints.hotelDetails);
const rateCheckEndpoint = () =>
  import('../api/hotelDetailsApi').then(({ hotelDetailsApi }) => hotelDetailsApi.endpoints.checkRates);

/**
 * The hotel's description and policies, in the browser only when the server did not render them
 * (it did not have the hotel in time): their code is not part of the page's first-load JavaScript.
 */
const LazyHotelAbout = lazy(() => loadWhenOnline(() => import('./HotelAbout')));

/** Below Bootstrap's lg breakpoint the summary stacks under the rooms (see _hotel-book.scss). */
const COMPACT_LAYOUT = '(max-width: 991.98px)';

/** While the browser fetches the hotel: a line of text in a screen-high space. */
export function HotelDetailsLoading() {
  const t = useTranslations('hotelBooking');
  return (
    <p className="py-5 hotel-details__loading" role="status">
      {t('loading_hotel')}
    </p>
  );
}

/**
 * /hotels/details: the hotel, its rooms and rates for the stay in the URL. The visitor picks a rate
 * for each room of the search; the API then checks them (availability and price) before checkout.
 * `initial` is the hotel as the server fetched it for the page: shown at once, and asked for again
 * only when this tab's currency is not the one it came in. `about` is the hotel's description
 * section as the server rendered it (see HotelAbout) with `initial`; without it the view renders
 * that section itself.
 */
export function HotelDetailsView({
  query,
  initial = null,
  about = null,
}: {
  query: StayQuery;
  initial?: InitialHotelDetails | null;
  about?: ReactNode;
}) {
  const t = useTranslations('hotelBooking');
  const locale = useLocale();
  // Photos are served by the club API (not calls of it): named so the call scanner does not read them as one.
  const photoHost = useApiBaseUrl();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  const formatPrice = useFormatPrice();
  const formId = useId();
  // The server's details serve while the tab's currency is theirs; once a switch has passed them by,
  // the tab reads the hotel (in the chosen currency) and shows the server's until that arrives.
  const [servedPassedBy, setServedPassedBy] = useState(false);
  const served = !servedPassedBy && initial !== null && initial.currency === currency.toUpperCase();
  if (initial && !served && !servedPassedBy) setServedPassedBy(true);
  const read = useLazyQuery(hotelDetailsEndpoint, served ? SKIP : { query, currency });
  const checkRates = useLazyMutation(rateCheckEndpoint);
  const base = read.data ?? initial?.details ?? null;
  // Sold-out rates taken away from the details read (until the hotel is read again).
  const [pruned, setPruned] = useState<{ from: HotelDetails; details: HotelDetails } | null>(null);
  const details = base && pruned?.from === base ? pruned.details : base;
  const [selection, setSelection] = useState<RateSelection>(() => emptySelection(query.rooms.length));
  const [now] = useState(() => new Date());
  const compact = useMediaQuery(COMPACT_LAYOUT);

  // The kit's recheck of the chosen rates (one per search room): CONFIRMED holds the stay and goes
  // to checkout, PRICE_CHANGED asks first, sold-out rates are taken away and their rooms reopened.
  const recheck = useRecheck<string[], RateCheck, number[]>({
    check: (rateIds) => checkRates({ query, rateIds }),
    hold: (rateIds, result, accepted) => {
      if (!result.rateToken) return;
      dispatch(
        stayHeld({
          query,
          rateIds,
          rateToken: result.rateToken,
          expiresAt: result.expiresAt,
          stay: result.stay,
          previousTotal: accepted ? result.oldPrice : null,
          heldAt: new Date().toISOString(),
        }),
      );
      router.push('/hotels/checkout');
    },
    soldOut: (_rateIds, result) => {
      if (!base || !details) return [];
      const after = withoutSoldOut(details, selection, result.unavailableRateIds);
      setPruned({ from: base, details: after.details });
      setSelection(after.selection);
      return after.reopened;
    },
  });
  const check = recheck.state;
  const { dismiss: resetCheck } = recheck;

  // A hotel read afresh (a currency switch, a retry) starts the choice again.
  const [selectionFor, setSelectionFor] = useState(base);
  if (base !== selectionFor) {
    setSelectionFor(base);
    setSelection(emptySelection(query.rooms.length));
    if (check.status !== 'idle') resetCheck();
  }

  const refusal = read.isError && !read.isFetching ? toApiError(read.error).status : null;
  if (refusal === 404) return <NotFoundView showHomeButton />;
  if (refusal !== null)
    return (
      <section className="py-5" role="alert">
        <p>{t('load_failed')}</p>
        <button type="button" className="btn btn-primary" onClick={read.refetch}>
          {t('retry')}
        </button>
      </section>
    );
  if (!details) return <HotelDetailsLoading />;

  const totals = selectionTotals(details, selection);
  const rateIds = completeSelection(details, selection);
  const photo = (path: string) => `${photoHost}${path}`;

  const submit = () => {
    if (rateIds && check.status !== 'checking') void recheck.check(rateIds);
  };

  const guests = totalGuests(query.rooms);
  const actions = (
    <SelectionActions
      check={check}
      complete={rateIds !== null}
      onContinue={submit}
      onAcceptChange={recheck.accept}
      onChooseAgain={resetCheck}
    />
  );
  // On a phone the summary is far below the rooms: once a rate is picked, the total and Continue
  // move into a bar at the bottom of the screen.
  const barShown = compact && selection.some((rateId) => rateId !== null);
  return (
    <div className="hotel-details" data-testid="hotel-details">
      <header className="mb-3">
        <h1 className="hotel-details__title">{details.name}</h1>
        <p className="mb-1">
          <span aria-label={t('stars', { count: details.stars })}>{'★'.repeat(details.stars)}</span> ·{' '}
          {t('rating', { rating: details.guestRating.toFixed(1), count: details.reviewCount })} ·{' '}
          {t(`property_types.${details.propertyType}`)}
        </p>
        <p className="hotel-details__meta mb-0">
          {placeLine([details.address, details.area, details.cityName, details.countryName], locale)} ·{' '}
          {t('distance', { km: details.distanceKm.toFixed(1) })}
        </p>
      </header>

      {/* A region of its own that scrolls sideways: focusable, so keyboards can scroll it too. */}
      <div className="hotel-details__gallery" role="region" aria-label={t('gallery')} tabIndex={0}>
        <ul>
          {details.photos.map((path, index) => (
            <li key={path}>
              {/* Photos are the API's own SVGs: next/image would add nothing to them. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={photo(path)}
                alt={t('photo_alt', { name: details.name, n: index + 1, count: details.photos.length })}
                width={320}
                height={213}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            </li>
          ))}
        </ul>
      </div>

      <div className="hotel-details__layout">
        <div className="hotel-details__main">
          <p className="hotel-details__stay" data-testid="stay-line">
            {t('stay_line', {
              checkIn: formatDay(query.checkIn, locale, true),
              checkOut: formatDay(query.checkOut, locale, true),
              nights: details.nights,
              rooms: query.rooms.length,
              adults: guests.adults,
              children: guests.children,
            })}
          </p>
          {about ?? (
            <Suspense fallback={null}>
              <LazyHotelAbout details={details} headingId={`${formId}-about`} />
            </Suspense>
          )}
          <HotelLocation
            name={details.name}
            address={placeLine(
              [details.address, details.area, details.cityName, details.countryName],
              locale,
            )}
            latitude={details.latitude}
            longitude={details.longitude}
            headingId={`${formId}-location`}
          />

          <section aria-labelledby={`${formId}-rooms`}>
            <h2 id={`${formId}-rooms`} className="hotel-details__section-title">
              {t('rooms_and_rates')}
            </h2>
            {query.rooms.map((room, roomIndex) => {
              const types = roomTypesFor(details, roomIndex);
              return (
                <fieldset
                  key={roomIndex}
                  className="hotel-details__room"
                  data-testid={`search-room-${roomIndex + 1}`}
                >
                  <legend>
                    {t('search_room', {
                      n: roomIndex + 1,
                      adults: room.adults,
                      children: room.childAges.length,
                    })}
                    {room.childAges.length > 0 && ` ${t('child_ages', { ages: room.childAges.join(', ') })}`}
                  </legend>
                  {check.status === 'sold_out' && check.detail.includes(roomIndex) && (
                    <p className="alert alert-warning" role="alert">
                      {types.length > 0 ? t('sold_out_choose_other') : t('sold_out_none_left')}
                    </p>
                  )}
                  {types.length === 0 && check.status !== 'sold_out' && <p>{t('no_room_fits')}</p>}
                  {types.map((type) => (
                    <div key={type.roomTypeId} className="hotel-details__room-type">
                      <div className="hotel-details__room-type-head">
                        {type.photos[0] && (
                          // eslint-disable-next-line @next/next/no-img-element
                          <img
                            src={photo(type.photos[0])}
                            alt={type.name}
                            width={160}
                            height={107}
                            loading="lazy"
                          />
                        )}
                        <div>
                          <h3 className="hotel-details__room-type-name">{type.name}</h3>
                          <p className="hotel-details__muted mb-0">
                            {type.beds} · {t('size', { m2: type.sizeM2 })} ·{' '}
                            {t('occupancy', { adults: type.maxAdults, children: type.maxChildren })}
                          </p>
                        </div>
                      </div>
                      <ul className="hotel-details__rates">
                        {type.rates.map((rate) => {
                          const price = priceForRoom(rate, roomIndex);
                          if (!price) return null;
                          const id = `${formId}-r${roomIndex}-${rate.rateId}`;
                          return (
                            <li
                              key={rate.rateId}
                              className="form-check hotel-details__rate"
                              data-testid={`rate-${rate.rateId}`}
                            >
                              <input
                                className="form-check-input"
                                type="radio"
                                id={id}
                                name={`${formId}-room-${roomIndex}`}
                                checked={selection[roomIndex] === rate.rateId}
                                onChange={() => {
                                  setSelection((current) =>
                                    chooseRate(details, current, roomIndex, rate.rateId),
                                  );
                                  if (check.status !== 'checking') resetCheck();
                                }}
                              />
                              <label className="form-check-label" htmlFor={id}>
                                <span className="hotel-details__board">{t(`boards.${rate.board}`)}</span>
                                {' · '}
                                <CancellationText
                                  rate={rate}
                                  timeZone={details.timeZone}
                                  currency={rate.currency}
                                  now={now}
                                />
                                {rate.payNow && (
                                  <span className="d-block hotel-details__muted">{t('pay_now')}</span>
                                )}
                                <span className="d-block">
                                  {t('rate_price', {
                                    perNight: formatPrice(price.pricePerNight, rate.currency),
                                    total: formatPrice(price.total, rate.currency),
                                  })}
                                </span>
                                <span className="d-block hotel-details__muted">
                                  {t('rate_breakdown', {
                                    base: formatPrice(price.base, rate.currency),
                                    taxes: formatPrice(price.taxes, rate.currency),
                                    fees: formatPrice(price.fees, rate.currency),
                                  })}
                                </span>
                              </label>
                            </li>
                          );
                        })}
                      </ul>
                    </div>
                  ))}
                </fieldset>
              );
            })}
          </section>
        </div>

        <aside className="hotel-details__summary" aria-labelledby={`${formId}-summary`}>
          <div>
            <h2 id={`${formId}-summary`} className="hotel-details__section-title">
              {t('your_choice')}
            </h2>
            <SelectionTotalsList totals={totals} />
            {!barShown && actions}
          </div>
        </aside>
      </div>
      {barShown && (
        <SelectionBar totals={totals} nights={details.nights}>
          {actions}
        </SelectionBar>
      )}
    </div>
  );
}
