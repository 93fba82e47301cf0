// @vitest-environment node
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { nextIntlServer } from '@tests/support/nextIntlServer';

const pageMetadata = vi.fn(async (page: object) => ({ kind: 'page', ...page }));
const setRequestLocale = vi.fn();
vi.mock('@/lib/seo/server', () => ({ pageMetadata }));
vi.mock('next-intl/server', () => nextIntlServer(setRequestLocale));
const PageMessages = () => null;
vi.mock('@/i18n/PageMessages', () => ({ PageMessages }));

const { checkoutRoute } = await import('./checkoutRoute');
const Checkout = () => null;
const props = (locale: string) => ({ params: Promise.resolve({ locale }) });

describe('checkoutRoute (a module’s /<module>/checkout page)', () => {
  const route = checkoutRoute({
    path: '/hotels/checkout',
    title: { namespace: 'hotelBooking', key: 'page_title_checkout' },
    seo: { noindex: true },
    messages: ['Checkout', 'hotelBooking'],
    Checkout,
  });

  it('titles the page from its namespace and key, at its path, with its own metadata', async () => {
    expect(await route.generateMetadata(props('ar'))).toEqual({
      kind: 'page',
      locale: 'ar',
      path: '/hotels/checkout',
      pageTitle: 'hotelBooking.page_title_checkout@ar',
      noindex: true,
    });
  });

  it('renders the module’s checkout in the page’s messages, in the checkout container', async () => {
    const page = (await route.Page(props('en'))) as ReactElement<{
      className: string;
      children: ReactElement;
    }>;
    expect(setRequestLocale).toHaveBeenCalledWith('en');
    expect(page.props.className).toBe('container checkout-container');
    const messages = page.props.children as ReactElement<{ namespaces: string[]; children: ReactElement }>;
    expect(messages.type).toBe(PageMessages);
    expect(messages.props.namespaces).toEqual(['Checkout', 'hotelBooking']);
    expect(isValidElement(messages.props.children) && messages.props.children.type).toBe(Checkout);
  });
});
