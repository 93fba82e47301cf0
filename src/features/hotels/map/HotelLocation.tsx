'use client';

import dynamic from 'next/dynamic';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useClub } from '@/lib/app/AppContext';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/** MapLibre comes with this chunk, loaded once the section nears the screen. */
const HotelPositionMap = dynamic(() => loadWhenOnline(() => import('./HotelPositionMap')), { ssr: false });

export interface HotelLocationProps {
  name: string;
  /** The address line the page writes under the hotel's name. */
  address: string;
  latitude: number;
  longitude: number;
  headingId: string;
}

/** How far below the screen the map starts loading, so it is there when scrolled to. */
const LOAD_MARGIN = '400px';

/**
 * The hotel's position on the details page, for a club with a map: the address and a map with the
 * hotel's pin. The map (and MapLibre) loads only when the section nears the screen; the address
 * says the same in words.
 */
export function HotelLocation({ name, address, latitude, longitude, headingId }: HotelLocationProps) {
  const t = useTranslations('hotelMap');
  const locale = useLocale();
  const styleUrl = useClub().mapStyleUrl;
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const element = section.current;
    if (!styleUrl || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [styleUrl]);

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

  if (!styleUrl) return null;
  return (
    <section ref={section} className="mb-4 hotel-location" aria-labelledby={headingId}>
      <h2 id={headingId} className="hotel-details__section-title">
        {t('location')}
      </h2>
      <p>{address}</p>
      <div
        className="hotel-map hotel-map--details"
        role="region"
        aria-label={t('details_region', { name })}
        data-testid="hotel-position-map"
      >
        {unavailable ? (
          <p className="hotel-map__status">{t('details_unavailable')}</p>
        ) : (
          near && (
            <HotelPositionMap
              styleUrl={styleUrl}
              rtl={locale === 'ar'}
              texts={texts}
              position={[longitude, latitude]}
              markerLabel={t('details_marker', { name })}
              onUnavailable={() => setUnavailable(true)}
            />
          )
        )}
      </div>
    </section>
  );
}
