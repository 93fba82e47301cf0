import { getTranslations } from 'next-intl/server';

/** While the server checks the search URL: the results page's frame with skeleton cards. */
export default async function HotelsLoading() {
  const t = await getTranslations('hotelResults');
  return (
    <div className="hotel-results container-xxl" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('searching')}
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
