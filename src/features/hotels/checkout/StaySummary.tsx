'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import type { Stay } from '../api/booking';
import { CancellationText } from '../details/CancellationText';
import { HijriDate } from '@/components/text/HijriDate';
import { formatDay } from '@/lib/dates/dayLabels';
import { placeLine } from '@/components/text/placeLine';

/**
 * The stay being booked (or booked): hotel, dates, nights, each room with its guests, board and
 * cancellation policy, and the price broken down. Shared by checkout, the confirmation and the
 * booking's page.
 */
export function StaySummary({
  stay,
  previousTotal = null,
  now,
  headingId,
  as = 'aside',
}: {
  stay: Stay;
  previousTotal?: number | null;
  now: Date;
  headingId: string;
  /**
   * `aside`: the page's side column, sticky below the header on a wide screen (checkout, the
   * confirmation). `section`: one of the main column's cards (the booking's page), which must not
   * stick: it would cover the cards scrolling up under it.
   */
  as?: 'aside' | 'section';
}) {
  const t = useTranslations('hotelBooking');
  const locale = useLocale();
  const formatPrice = useFormatPrice();
  const Frame = as;
  return (
    <Frame
      className={as === 'aside' ? 'checkout-summary' : 'checkout-section'}
      aria-labelledby={headingId}
      data-testid="stay-summary"
    >
      <h2 id={headingId} className="checkout-section__title">
        {t('stay_summary')}
      </h2>
      <p className="hotel-stay__name">{stay.name}</p>
      <p className="checkout-summary__facts">
        <span aria-label={t('stars', { count: stay.stars })}>{'★'.repeat(stay.stars)}</span> ·{' '}
        {placeLine([stay.address, stay.cityName, stay.countryName], locale)}
      </p>
      <dl className="checkout-summary__prices mb-2">
        <div className="checkout-summary__line">
          <dt>{t('check_in')}</dt>
          <dd className="mb-0">
            {formatDay(stay.checkIn, locale, true)}
            <HijriDate date={stay.checkIn} /> · {t('from_time', { time: stay.checkInFrom })}
          </dd>
        </div>
        <div className="checkout-summary__line">
          <dt>{t('check_out')}</dt>
          <dd className="mb-0">
            {formatDay(stay.checkOut, locale, true)}
            <HijriDate date={stay.checkOut} /> · {t('until_time', { time: stay.checkOutUntil })}
          </dd>
        </div>
        <div className="checkout-summary__line">
          <dt>{t('nights_label')}</dt>
          <dd className="mb-0">{t('nights', { count: stay.nights })}</dd>
        </div>
      </dl>
      <ol className="hotel-stay__rooms">
        {stay.rooms.map((room, index) => (
          <li key={index} data-testid={`stay-room-${index + 1}`}>
            <strong>
              {t('room_n', { n: index + 1 })}: {room.roomName}
            </strong>
            <span className="d-block">
              {t('guests_in_room', { adults: room.adults, children: room.childAges.length })} ·{' '}
              {t(`boards.${room.board}`)}
            </span>
            <span className="d-block">
              <CancellationText rate={room} timeZone={stay.timeZone} currency={stay.currency} now={now} />
            </span>
            <span className="d-block">{formatPrice(room.total, stay.currency)}</span>
          </li>
        ))}
      </ol>
      <dl className="checkout-summary__prices">
        <div className="checkout-summary__line">
          <dt>{t('base_price')}</dt>
          <dd>{formatPrice(stay.base, stay.currency)}</dd>
        </div>
        <div className="checkout-summary__line">
          <dt>{t('taxes')}</dt>
          <dd>{formatPrice(stay.taxes, stay.currency)}</dd>
        </div>
        <div className="checkout-summary__line">
          <dt>{t('fees')}</dt>
          <dd>{formatPrice(stay.fees, stay.currency)}</dd>
        </div>
        <div className="checkout-summary__line checkout-summary__total">
          <dt>{t('total')}</dt>
          <dd data-testid="stay-total">{formatPrice(stay.total, stay.currency)}</dd>
        </div>
      </dl>
      {previousTotal !== null && previousTotal !== stay.total && (
        <p className="checkout-summary__old mb-0">
          {t('price_was', { old: formatPrice(previousTotal, stay.currency) })}
        </p>
      )}
    </Frame>
  );
}
