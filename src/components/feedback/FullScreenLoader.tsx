import { useTranslations } from 'next-intl';
import { SkeletonCard, SkeletonText, Skeleton } from './Skeleton';

export interface FullScreenLoaderProps {
  /** What the page waits for ("Loading your booking…"); the generic "Loading…" when not given. */
  label?: string;
}

/**
 * The specification's full-screen loader: while a whole page waits for its data (a booking, the
 * account), an overlay covers the viewport with a spinner, the status said in words (a polite live
 * region, so screen readers announce it) and a skeleton of the page behind. It is not a route
 * `loading.tsx`: a streamed fallback would send the 200 status before a page could answer 404.
 */
export function FullScreenLoader({ label }: FullScreenLoaderProps) {
  const t = useTranslations('Loader');
  return (
    <div className="full-screen-loader" role="status" aria-live="polite" data-testid="full-screen-loader">
      <div className="full-screen-loader__status">
        <span className="spinner-border full-screen-loader__spinner" aria-hidden="true" />
        <p className="full-screen-loader__text">{label ?? t('loading')}</p>
      </div>
      <div className="container-xxl full-screen-loader__skeleton placeholder-glow" aria-hidden="true">
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
