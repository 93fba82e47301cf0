import { getTranslations, setRequestLocale } from 'next-intl/server';
import Counter from './Counter';

export default async function Home({ params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Home');
  return (
    <main>
      <h1>{t('title')}</h1>
      <Counter />
    </main>
  );
}
