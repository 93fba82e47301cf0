import { preconnect, preload } from 'react-dom';
import { getTranslations, setRequestLocale } from 'next-intl/server';

// The baseline of a page whose largest paint is a photo the club's API serves (the hotel pages'):
// the same heading, then one photo from the API's origin, found by the browser as early as it can
// be — preconnected and preloaded at high priority from the head, as the site's hotel pages do. The
// bench reports its paint beside the text page's, for information: what the second request costs
// a bare Next.js page under the same throttling (docs/performance.md).
export default async function Photo({ params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Home');
  const photo = process.env.BASELINE_PHOTO_URL;
  if (photo) {
    preconnect(new URL(photo).origin, { crossOrigin: 'anonymous' });
    preload(photo, { as: 'image', fetchPriority: 'high' });
  }
  return (
    <main>
      <h1>{t('title')}</h1>
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a plain <img> from the API's origin, as the site's hotel photos are
        <img
          src={photo}
          alt=""
          width={320}
          height={240}
          fetchPriority="high"
          style={{ width: '100%', height: 'auto' }}
        />
      ) : null}
    </main>
  );
}
