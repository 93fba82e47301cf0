'use client';

import { useTranslations } from 'next-intl';

/**
 * While the server checks a search URL: skeleton cards. A client component on purpose: a server
 * `loading.tsx` that read the translations itself could run before the layout set the request's
 * language and fix the whole page's language to the default one.
 */
export function HotelResultsLoading() {
  const t = useTranslations('hotels');
  return (
    <div className="hotel-results container-xxl" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading_results')}
      </p>
      <div className="hotel-skeletons" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="hotel-card hotel-card--skeleton placeholder-glow">
            <span className="placeholder hotel-card__photo" />
            <span className="hotel-card__body">
              <span className="placeholder col-8" />
              <span className="placeholder col-5" />
              <span className="placeholder col-6" />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
