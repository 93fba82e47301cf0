import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import AgentLoginPage from '@/features/agent-signup/AgentLoginPage';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata } from '@/lib/seo/server';
import { AUTH_TOKEN_KEY } from '@/lib/session/tokenKey';

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
 * a customer site. A request without the login token's cookie is a guest's: the application's
 * first step is then in the HTML, rather than a loading line the form replaces.
 */
export default async function AgentLoginRoute({ params, searchParams }: Props) {
  const { locale } = await params;
  const { view } = await searchParams;
  setRequestLocale(locale);
  const guest = !(await cookies()).has(AUTH_TOKEN_KEY);
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.agentSignup}>
      <AgentLoginPage initialView={view === 'apply' ? 'apply' : 'login'} guest={guest} />
    </PageMessages>
  );
}
