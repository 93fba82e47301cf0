import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import PasswordResetPage from '@/features/auth/PasswordResetPage';
import { pageMetadata } from '@/lib/seo/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return pageMetadata({
    locale,
    path: '/forgot-password',
    pageTitle: t('forgot_page_title'),
    descriptionKey: 'forgot_password',
  });
}

export default async function ForgotPasswordRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PasswordResetPage page="forgot" />;
}
