import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageMessages } from '@/i18n/PageMessages';
import { pageMetadata, type PageMetadataInput } from '@/lib/seo/server';

type Props = { params: Promise<{ locale: string }> };

interface CheckoutRouteOptions {
  /** The page's path (`/flights/checkout`). */
  path: string;
  /** Where its title is: the namespace and the key. */
  title: { namespace: string; key: string };
  /** The rest of its metadata (a description, noindex). */
  seo: Pick<PageMetadataInput, 'descriptionKey' | 'noindex'>;
  /** The message namespaces the page sends to the browser (PAGE_NAMESPACES). */
  messages: readonly string[];
  Checkout: ComponentType;
}

/**
 * A module's `app/[locale]/<module>/checkout/page.tsx`: everything comes from what this browser
 * holds (the fare, the stay), so the page only titles itself and renders the module's checkout on
 * the client.
 */
export function checkoutRoute({ path, title, seo, messages, Checkout }: CheckoutRouteOptions) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: title.namespace });
    return pageMetadata({ locale, path, pageTitle: t(title.key), ...seo });
  }

  async function Page({ params }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    return (
      <div className="container checkout-container">
        <PageMessages namespaces={messages}>
          <Checkout />
        </PageMessages>
      </div>
    );
  }

  return { generateMetadata, Page };
}
