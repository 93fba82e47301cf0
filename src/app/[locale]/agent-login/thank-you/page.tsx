import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import ThankYouPage from '@/features/agent-signup/ThankYouPage';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'AgentSignup' });
  return pageMetadata({
    locale,
    path: '/agent-login/thank-you',
    pageTitle: t('thanks_title'),
    noindex: true,
  });
}

/** The application is in (agent site only: the proxy answers 404 for it on a customer site). */
export default async function Route({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.agentSignup}>
      <ThankYouPage />
    </PageMessages>
  );
}
