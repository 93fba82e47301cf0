'use client';

import dynamic from 'next/dynamic';
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { keepTabInside, useModalFocus } from '@/components/layout/dialogFocus';
import { Link } from '@/i18n/navigation';
import type { HotelSummary } from '../api/search';
import { hotelMarkersOf, stillListed, type HotelMarker } from './hotelMarkers';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/** MapLibre (about 250 kB gzip) comes with this chunk, loaded when the visitor opens the map. */
const HotelMarkersMap = dynamic(() => loadWhenOnline(() => import('./HotelMarkersMap')), {
  ssr: false,
  loading: () => <MapLoading />,
});

function MapLoading() {
  const t = useTranslations('hotelMap');
  return (
    <p className="hotel-map__status" role="status">
      {t('loading')}
    </p>
  );
}

export interface HotelMapPanelProps {
  styleUrl: string;
  /** The hotels the list shows, filtered and sorted as it shows them. */
  hotels: readonly HotelSummary[];
  nights: number;
  hrefFor: (hotel: HotelSummary) => string;
  photoUrl: (path: string) => string;
  formatPrice: (amount: number, currency?: string) => string;
  /** Full screen (a phone or a tablet): a dialog over the page, closed back to the list. */
  fullScreen: boolean;
  onClose: () => void;
}

/**
 * The hotels on a map, beside the list on a wide screen and full screen on a phone, with a card
 * for the hotel whose marker was chosen. The list stays the accessible equivalent: every marker's
 * hotel is a card there.
 */
export function HotelMapPanel({
  styleUrl,
  hotels,
  nights,
  hrefFor,
  photoUrl,
  formatPrice,
  fullScreen,
  onClose,
}: HotelMapPanelProps) {
  const t = useTranslations('hotelMap');
  const locale = useLocale();
  const markers = useMemo(() => hotelMarkersOf(hotels, formatPrice), [hotels, formatPrice]);
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = stillListed(picked, markers);
  const hotel = chosen === null ? null : (hotels.find((h) => h.hotelId === chosen) ?? null);
  const [unavailable, setUnavailable] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  const texts = useMemo(
    () => ({
      map: t('map_name'),
      zoomIn: t('zoom_in'),
      zoomOut: t('zoom_out'),
      resetBearing: t('reset_north'),
      toggleAttribution: t('attribution'),
    }),
    [t],
  );
  const markerLabel = useCallback(
    (marker: HotelMarker) => t('marker_label', { name: marker.name, price: marker.price }),
    [t],
  );
  const clusterLabel = useCallback(
    (count: number, price: string) => t('cluster_label', { count, price }),
    [t],
  );
  const markUnavailable = useCallback(() => setUnavailable(true), []);
  /** The card closes back to its marker, so the keyboard carries on from where it was. */
  const closeCard = useCallback(() => {
    panel.current?.querySelector<HTMLButtonElement>('.hotel-map__marker[aria-pressed="true"]')?.focus();
    setPicked(null);
  }, []);

  // Full screen is a modal dialog (ModalFocus): the focus goes in and Tab stays inside; Escape
  // closes it (a card first, then the map).
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (fullScreen) keepTabInside(event, panel.current);
    if (event.key !== 'Escape') return;
    if (chosen !== null) closeCard();
    else if (fullScreen) onClose();
    else return;
    event.stopPropagation();
  };

  return (
    <div
      ref={panel}
      className={`hotel-map${fullScreen ? ' hotel-map--full' : ''}`}
      data-testid="hotel-map"
      data-markers-count={markers.length}
      {...(fullScreen
        ? { role: 'dialog', 'aria-modal': true, 'aria-label': t('region'), tabIndex: -1 }
        : { role: 'region', 'aria-label': t('region') })}
      onKeyDown={onKeyDown}
    >
      {fullScreen && <ModalFocus dialog={panel} />}
      {fullScreen && (
        <button type="button" className="btn btn-light hotel-map__close" onClick={onClose}>
          {t('show_list')}
        </button>
      )}
      {unavailable ? (
        <p className="hotel-map__status" role="status">
          {t('unavailable')}
        </p>
      ) : (
        <HotelMarkersMap
          styleUrl={styleUrl}
          rtl={locale === 'ar'}
          texts={texts}
          markers={markers}
          chosen={chosen}
          onChoose={setPicked}
          markerLabel={markerLabel}
          clusterLabel={clusterLabel}
          onUnavailable={markUnavailable}
        />
      )}
      {hotel && (
        <HotelMapCard
          hotel={hotel}
          href={hrefFor(hotel)}
          photoUrl={photoUrl(hotel.photo)}
          nights={nights}
          formatPrice={formatPrice}
          onClose={closeCard}
        />
      )}
    </div>
  );
}

/** The site's modal focus (as the filter drawer's): in on opening, back to the opener on closing. */
function ModalFocus({ dialog }: { dialog: RefObject<HTMLElement | null> }) {
  useModalFocus(dialog);
  return null;
}

interface HotelMapCardProps {
  hotel: HotelSummary;
  href: string;
  photoUrl: string;
  nights: number;
  formatPrice: (amount: number, currency?: string) => string;
  onClose: () => void;
}

/** The chosen hotel, over the map: photo, name, stars, rating, its price and the way to its rooms. */
function HotelMapCard({ hotel, href, photoUrl, nights, formatPrice, onClose }: HotelMapCardProps) {
  const t = useTranslations('hotelMap');
  const tResults = useTranslations('hotelResults');
  const rate = hotel.cheapest;
  const titleId = `hotel-map-card-${hotel.hotelId}`;
  return (
    <article className="hotel-map__card" aria-labelledby={titleId} aria-live="polite">
      {/* eslint-disable-next-line @next/next/no-img-element -- the photo is served by the club API */}
      <img className="hotel-map__card-photo" src={photoUrl} alt="" width={96} height={72} />
      <div className="hotel-map__card-body">
        <h3 id={titleId} className="hotel-map__card-name">
          {hotel.name}
        </h3>
        <p className="hotel-map__card-meta">
          <span role="img" aria-label={tResults('stars', { count: hotel.stars })}>
            {'★'.repeat(hotel.stars)}
          </span>{' '}
          · {hotel.guestRating.toFixed(1)} · {hotel.area}
        </p>
        <p className="hotel-map__card-price">
          <strong>{formatPrice(rate.pricePerNight, rate.currency)}</strong> {tResults('per_night')}
          <span className="hotel-map__card-total">
            {tResults('total_for', { nights, price: formatPrice(rate.total, rate.currency) })}
          </span>
        </p>
        <Link href={href} prefetch={false} className="btn btn-primary btn-sm" aria-describedby={titleId}>
          {tResults('see_rooms')}
        </Link>
      </div>
      <button
        type="button"
        className="btn-close hotel-map__card-close"
        aria-label={t('close_card', { name: hotel.name })}
        onClick={onClose}
      />
    </article>
  );
}
