import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import AgentLoginPage from '@/features/agent-signup/AgentLoginPage';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'AgentSignup' });
  return pageMetadata({ locale, path: '/agent-login', pageTitle: t('login_title') });
}

/**
 * The agent site's sign-in, and the application (`?view=apply`). The proxy answers 404 for it on
 * a customer site. The application's first step is in the HTML (what a guest sees), rather than a
 * loading line the form replaces; the server reads no cookie (the page cache, server/site.mjs).
 */
export default async function AgentLoginRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  const { view } = await searchParams;
  setRequestLocale(locale);
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.agentSignup}>
      <AgentLoginPage initialView={view === 'apply' ? 'apply' : 'login'} />
    </PageMessages>
  );
}
