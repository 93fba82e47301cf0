'use client';

import { memo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { HotelSummary } from '../api/search';
import { formatLocalDeadline, ratingWord } from './hotelText';

export interface HotelCardProps {
  hotel: HotelSummary;
  /** The details page for this hotel and the search's stay. */
  href: string;
  photoUrl: string;
  nights: number;
  formatPrice: (amount: number, currency?: string) => string;
  /**
   * One of the first cards, on screen as the list appears: its photo loads at once rather than
   * lazily (the first photo is usually the page's largest paint).
   */
  priority?: boolean;
}

/** One hotel in the results: photo, name, stars, guest rating, where, its cheapest rate and price. */
/** The card's shape while the first hotels come (three of them, see the kit's ResultsBody). */
export function HotelCardSkeleton() {
  return (
    <div className="hotel-card hotel-card--skeleton placeholder-glow">
      <span className="placeholder hotel-card__photo" />
      <span className="hotel-card__body">
        <span className="placeholder col-8" />
        <span className="placeholder col-5" />
        <span className="placeholder col-6" />
      </span>
    </div>
  );
}

export const HotelCard = memo(function HotelCard({
  hotel,
  href,
  photoUrl,
  nights,
  formatPrice,
  priority = false,
}: HotelCardProps) {
  const t = useTranslations('hotelResults');
  const locale = useLocale();
  const rate = hotel.cheapest;
  const titleId = `hotel-${hotel.hotelId}-name`;
  return (
    <article className="hotel-card" aria-labelledby={titleId}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the photo is served by the club API */}
      <img
        className="hotel-card__photo"
        src={photoUrl}
        alt={t('photo_alt', { name: hotel.name })}
        width={320}
        height={240}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
      <div className="hotel-card__body">
        <h3 id={titleId} className="hotel-card__name">
          {/* No prefetch: each card's details page is rendered per stay on the server, and a list of
              1,000 hotels scrolling past would ask for dozens of them. */}
          <Link href={href} prefetch={false} className="hotel-card__link">
            {hotel.name}
          </Link>
        </h3>
        <p className="hotel-card__meta">
          <span className="hotel-card__stars" role="img" aria-label={t('stars', { count: hotel.stars })}>
            {'★'.repeat(hotel.stars)}
          </span>
          <span className="hotel-card__type">{t(`property_type.${hotel.propertyType}`)}</span>
        </p>
        <p className="hotel-card__where">
          {t('area_distance', { area: hotel.area, km: hotel.distanceKm.toFixed(1) })}
        </p>
        <p className="hotel-card__rating">
          <span className="hotel-card__score">{hotel.guestRating.toFixed(1)}</span>
          <span className="hotel-card__word">{t(`rating_word.${ratingWord(hotel.guestRating)}`)}</span>
          <span className="hotel-card__reviews">{t('reviews', { count: hotel.reviewCount })}</span>
        </p>
        <ul className="hotel-card__rate list-unstyled">
          <li className="hotel-card__board">{t(`board.${rate.board}`)}</li>
          <li className={rate.freeCancellationUntil ? 'hotel-card__free' : 'hotel-card__nonref'}>
            {rate.freeCancellationUntil
              ? t('free_cancellation_until', {
                  date: formatLocalDeadline(rate.freeCancellationUntil, locale),
                })
              : t('non_refundable')}
          </li>
          {!rate.freeCancellationUntil && hotel.freeCancellation && (
            <li className="hotel-card__free">{t('free_cancellation_other_rates')}</li>
          )}
        </ul>
      </div>
      <div className="hotel-card__price">
        <p className="hotel-card__per-night">
          <span className="hotel-card__amount">{formatPrice(rate.pricePerNight, rate.currency)}</span>
          <span className="hotel-card__unit">{t('per_night')}</span>
        </p>
        <p className="hotel-card__total">
          {t('total_for', { nights, price: formatPrice(rate.total, rate.currency) })}
        </p>
        <p className="hotel-card__taxes">
          {t('taxes_included', { taxes: formatPrice(rate.taxesAndFees, rate.currency) })}
        </p>
        <Link
          href={href}
          prefetch={false}
          className="btn btn-primary hotel-card__cta"
          aria-describedby={titleId}
        >
          {t('see_rooms')}
        </Link>
      </div>
    </article>
  );
});
