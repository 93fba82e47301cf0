import { useTranslations } from 'next-intl';
import { SkeletonCard, SkeletonText, Skeleton } from './Skeleton';

/** The route loading state (`loading.tsx`): a spinner over a skeleton of the page. */
export function FullScreenLoader() {
  const t = useTranslations('Loader');
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <div className="full-screen-loader__spinner">
        <span className="spinner-border" aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
      <div className="container-xxl full-screen-loader__skeleton placeholder-glow" aria-hidden="true">
        <Skeleton shape="block" height="12rem" className="mb-4" />
        <Skeleton width="40%" height="1.75rem" className="mb-3" />
        <SkeletonText lines={2} className="mb-4" />
        <div className="row g-3">
          {[0, 1, 2].map((i) => (
            <div className="col-12 col-md-4" key={i}>
              <SkeletonCard />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export default FullScreenLoader;
