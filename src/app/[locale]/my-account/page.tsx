import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/features/account/AccountPage';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Account' });
  return pageMetadata({
    locale,
    path: '/my-account',
    pageTitle: t('title'),
    descriptionKey: 'my_account',
  });
}

/** My account: the signed-in user's own data, so the page renders on the client. */
export default async function MyAccountPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.account}>
      <AccountPage />
    </PageMessages>
  );
}
